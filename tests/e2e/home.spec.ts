import type { Page } from '@playwright/test';

import { expectNoSeriousA11yViolations } from '../fixtures/axe';
import { holdRequests, PAGE_SCRIPTS } from '../fixtures/held-requests';
import { waitForHydration } from '../fixtures/hydration';
import { expect, test } from '../fixtures/test';

function slider(page: Page) {
  return page.locator('main section').first().locator('.swiper');
}

function recentNews(page: Page) {
  return page.locator('section[aria-labelledby="recent-news-title"]');
}

const PHONE = { width: 393, height: 851 };

/**
 * The page's content on screen that a visible call or WhatsApp button covers, described; text, controls and
 * pictures count, not the boxes that only hold them.
 */
function coveredContent(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const isShown = (element: Element) => element.checkVisibility({ visibilityProperty: true, opacityProperty: true });
    const buttons = [...document.querySelectorAll('aside a[href^="tel:"], aside a[href^="https://wa.me/"]')]
      .filter(isShown)
      .map((button) => button.getBoundingClientRect());
    const content = [
      ...document.querySelectorAll(
        'main :is(input, select, textarea, button, a, img, svg, h1, h2, h3, h4, p, li, td, th, label, dt, dd, legend)',
      ),
    ].filter(isShown);

    return content
      .filter((element) => {
        const box = element.getBoundingClientRect();

        return (
          box.width > 0 &&
          buttons.some(
            (button) =>
              box.left < button.right && button.left < box.right && box.top < button.bottom && button.top < box.bottom,
          )
        );
      })
      .map((element) => `${element.tagName.toLowerCase()}: ${(element.textContent ?? '').trim().slice(0, 40)}`);
  });
}

/** Whether the element is what a tap on its centre reaches. */
function isOnTop(page: Page, selector: string): Promise<boolean> {
  return page.locator(selector).evaluate((element) => {
    const box = element.getBoundingClientRect();

    return element.contains(document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2));
  });
}

test.describe('[HOME]', () => {
  test('[HOME]: / redirects to /mm', async ({ page }) => {
    await page.goto('/');

    await expect(page).toHaveURL(/\/mm$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'mn');
    await expect(page).toHaveTitle('Монголын Уул Уурхайн Үндэсний Ассоциаци');
  });

  test('[HOME]: shows the slider and recent news', async ({ page }) => {
    await page.goto('/mm');

    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
    // Shared, the home shows its first slide.
    await expect(page.locator('meta[property="og:image"]')).toHaveAttribute(
      'content',
      /\/files\/banners\/[^/]+\.(png|jpe?g)$/,
    );
    await expect(slider(page)).toBeVisible();
    const activeSlide = slider(page).locator('.swiper-slide-active');
    await expect(activeSlide.locator('img')).toBeVisible();
    const firstIndex = await activeSlide.getAttribute('data-swiper-slide-index');
    // Autoplay advances every 5 seconds.
    await expect(activeSlide).not.toHaveAttribute('data-swiper-slide-index', firstIndex ?? '', { timeout: 8_000 });

    const cards = recentNews(page).locator('article');
    await expect(cards).toHaveCount(6);
    for (const card of await cards.all()) {
      await expect(card.getByRole('link').first()).toHaveAttribute('href', /^\/mm\/detail\/\d+$/);
    }
    await expect(recentNews(page).getByRole('link', { name: /Бүх мэдээ/ })).toHaveAttribute('href', '/mm/blog/8=1');
  });

  test('[HOME]: the first slide is asked for from the head, and a page that links home fetches no banner', async ({
    page,
    request,
  }) => {
    const html = await (await request.get('/mm')).text();
    const headLinks = html.slice(0, html.indexOf('</head>')).match(/<link\b[^>]*>/g) ?? [];
    const slidePreloads = headLinks.filter(
      (link) => /rel="preload"/.test(link) && /as="image"/.test(link) && /imagesrcset="\/files\/banners\//i.test(link),
    );
    expect(slidePreloads).toHaveLength(1);

    // On a wide screen the header links to the three sites, and Next.js prefetches their pages: not their banners.
    await page.setViewportSize({ width: 1280, height: 800 });
    const banners: string[] = [];
    page.on('request', (sent) => {
      if (/^\/files\/(banners|conference|directory)\//.test(new URL(sent.url()).pathname)) banners.push(sent.url());
    });
    const prefetches = ['/mm', '/mw', '/yellow-page'].map((path) =>
      page.waitForResponse((response) => {
        const url = new URL(response.url());
        return url.pathname === path && url.searchParams.has('_rsc');
      }),
    );
    await page.goto('/mm/contact');
    await Promise.all(prefetches);
    await page.waitForLoadState('networkidle');

    expect(banners).toEqual([]);
  });

  test('[HOME]: a stored page paints its first slide before it asks for any script, then comes alive', async ({
    page,
    request,
  }) => {
    // The second request is answered from the page cache, as every visitor after the first one is.
    await request.get('/mm');
    const html = await (await request.get('/mm')).text();
    expect(html.slice(0, html.indexOf('</head>'))).not.toMatch(/<script src="[^"]+" async="">/);
    const [, loader = '', chunks = ''] =
      /<script src="(\/load-after-paint\.js\?v=[\w-]+)" data-chunks="(chunks\/[^"]+)" defer=""><\/script><\/head>/.exec(
        html,
      ) ?? [];
    expect(loader).not.toBe('');
    const loaderResponse = await request.get(loader);
    expect(loaderResponse.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
    // Each script asks the browser to compile all of it while it downloads, not function by function at boot.
    for (const chunk of chunks.split(' ')) {
      expect(
        (await (await request.get(`/_next/static/${chunk}.js`)).text()).startsWith('//# allFunctionsCalledOnLoad\n'),
        chunk,
      ).toBe(true);
    }

    const events: string[] = [];
    page.on('requestfinished', (finished) => {
      if (new URL(finished.url()).pathname.startsWith('/files/banners/')) events.push('slide');
    });
    page.on('request', (sent) => {
      if (/^\/_next\/static\/chunks\/.+\.js$/.test(new URL(sent.url()).pathname)) events.push('script');
    });
    await page.goto('/mm');
    await waitForHydration(page.getByRole('link', { name: 'Switch to English' }));

    expect(events.indexOf('slide')).toBeGreaterThanOrEqual(0);
    expect(events.indexOf('script')).toBeGreaterThan(events.indexOf('slide'));
    // Alive: the slider plays on its own.
    const activeSlide = slider(page).locator('.swiper-slide-active');
    const firstIndex = await activeSlide.getAttribute('data-swiper-slide-index');
    await expect(activeSlide).not.toHaveAttribute('data-swiper-slide-index', firstIndex ?? '', { timeout: 8_000 });
  });

  test('[HOME]: shows the project cards and the introduction', async ({ page }) => {
    await page.goto('/mm');

    const projects = page.locator('section[aria-labelledby="projects-title"]').getByRole('link');
    await expect(projects).toHaveCount(7);
    await expect(projects.first()).toHaveAttribute('href', '/mm/page/20');
    await expect(page.locator('section[aria-labelledby="about-title"]').getByRole('link')).toHaveAttribute(
      'href',
      '/mm/about',
    );
  });

  test('[HOME]: the language toggle switches to English and back and is remembered', async ({ page }) => {
    await page.goto('/mm');
    await page.getByRole('link', { name: 'Switch to English' }).click();

    await expect(page).toHaveURL(/\/en\/mm$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Mongolian National Mining Association');
    await expect(page.getByRole('heading', { name: 'Recent news' })).toBeVisible();

    // The choice is kept: a bare Mongolian address now leads to English.
    await page.goto('/mm');
    await expect(page).toHaveURL(/\/en\/mm$/);

    await page.getByRole('link', { name: 'Монгол хэл рүү шилжих' }).click();
    await expect(page).toHaveURL(/\/mm$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'mn');
    await expect(page.getByRole('heading', { name: 'Сүүлийн мэдээ' })).toBeVisible();

    await page.goto('/mm');
    await expect(page).toHaveURL(/localhost:\d+\/mm$/);
  });

  test('[HOME]: the ticker shows recent trades and the reads answer as JSON', async ({ page, request }) => {
    await page.goto('/mm');

    const ticker = page.getByRole('region', { name: 'Сүүлийн арилжаа ба зарлал' });
    await expect(ticker.locator('li', { hasText: 'Арилжаа' }).first()).toBeVisible();
    expect(await ticker.locator('li', { hasText: 'Арилжаа' }).count()).toBeGreaterThan(0);

    const trades = await request.get('/api/get/recent-trade');
    expect(trades.headers()['cache-control']).toContain('s-maxage=60');
    const { trade } = (await trades.json()) as { trade: Array<Record<string, unknown>> };
    expect(trade.length).toBeGreaterThan(0);
    expect(Object.keys(trade[0] ?? {}).sort()).toEqual(
      ['id', 'mass', 'own_url', 'product_category', 'seller_name', 'trade_date', 'trade_time', 'url'].sort(),
    );
    for (const path of ['/api/get/recent-notice', '/api/get/banner', '/api/get/social-link']) {
      expect((await request.get(path)).status()).toBe(200);
    }
  });

  test('[HOME]: the navbar dropdown opens from the keyboard and its links work', async ({ page }) => {
    await page.setViewportSize({ width: 1366, height: 900 });
    await page.goto('/mm');
    const nav = page.getByRole('navigation', { name: 'Үндсэн цэс' });
    const membership = nav.getByRole('button', { name: 'Гишүүнчлэл' });

    await expect(membership).toHaveAttribute('aria-expanded', 'false');
    await membership.focus();
    await page.keyboard.press('Enter');
    await expect(membership).toHaveAttribute('aria-expanded', 'true');
    await expect(nav.getByRole('link', { name: 'ТУЗ-ийн гишүүд' })).toHaveAttribute('href', '/mm/member#1');
    await page.keyboard.press('Escape');
    await expect(membership).toHaveAttribute('aria-expanded', 'false');
    await expect(membership).toBeFocused();

    await nav.getByRole('button', { name: 'Мэдээ мэдээлэл' }).click();
    await nav.getByRole('link', { name: 'Мэдээ', exact: true }).click();
    await expect(page).toHaveURL(/\/mm\/blog\/8=1$/);
  });

  test('[HOME]: the mobile drawer opens and closes', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/mm');
    const menuButton = page.getByRole('button', { name: 'Цэс', exact: true });
    const drawer = page.getByRole('dialog', { name: 'Цэс' });

    await menuButton.click();
    await expect(drawer).toBeVisible();
    await expect(drawer).toHaveAttribute('aria-modal', 'true');
    for (let step = 0; step < 25; step += 1) await page.keyboard.press('Tab');
    expect(await drawer.evaluate((element) => element.contains(document.activeElement))).toBe(true);
    await page.keyboard.press('Escape');
    await expect(drawer).toBeHidden();

    await menuButton.click();
    await drawer.getByText('Төслүүд').click();
    await expect(drawer.getByRole('link', { name: 'Уул уурхай 101' })).toHaveAttribute('href', '/mm/page/22');
    await drawer.getByRole('button', { name: 'Цэс хаах' }).click();
    await expect(drawer).toBeHidden();
  });

  test('[HOME]: in the drawer, a tap on another entry while a submenu is open goes where it was aimed', async ({
    browser,
  }) => {
    const phone = await browser.newContext({ viewport: { width: 393, height: 852 }, isMobile: true, hasTouch: true });
    const page = await phone.newPage();
    await page.goto('/mm');
    const drawer = page.getByRole('dialog', { name: 'Цэс' });
    await page.getByRole('button', { name: 'Цэс', exact: true }).tap();
    const membership = drawer.getByRole('button', { name: 'Гишүүнчлэл' });
    await membership.tap();
    await expect(membership).toHaveAttribute('aria-expanded', 'true');

    await drawer.getByRole('link', { name: 'Тайлан', exact: true }).tap();
    await expect(page).toHaveURL(/\/mm\/report=1$/);
    await phone.close();
  });

  test('[HOME]: a tap on the menu before the page has come alive opens the drawer once it has', async ({
    page,
    request,
  }) => {
    await request.get('/mm');
    await page.setViewportSize({ width: 390, height: 844 });
    const releaseScripts = await holdRequests(page, PAGE_SCRIPTS);
    // The held scripts, once the loader has added them, keep the load event from firing: a person taps once the
    // page has painted.
    await page.goto('/mm', { waitUntil: 'domcontentloaded' });
    const menuButton = page.getByRole('button', { name: 'Цэс', exact: true });

    await menuButton.click();
    await expect(menuButton).toHaveAttribute('aria-expanded', 'false');
    releaseScripts();

    await expect(page.getByRole('dialog', { name: 'Цэс' })).toBeVisible();
    await expect(menuButton).toHaveAttribute('aria-expanded', 'true');
  });

  test('[HOME]: on a phone, the page’s last line is not under the floating call buttons', async ({ page }) => {
    await page.setViewportSize({ width: 393, height: 852 });
    await page.goto('/mm/contact');
    await page.evaluate(() => window.scrollTo({ top: document.documentElement.scrollHeight, behavior: 'instant' }));
    const copyright = page.getByText(/^© \d{4} /);
    await expect(copyright).toBeInViewport();
    const overlaps = await copyright.evaluate((line) => {
      const range = document.createRange();
      range.selectNodeContents(line);
      const buttons = [...document.querySelectorAll('.qc a, .qc-top')].map((button) => button.getBoundingClientRect());

      return [...range.getClientRects()].some((text) =>
        buttons.some(
          (box) => text.left < box.right && box.left < text.right && text.top < box.bottom && box.top < text.bottom,
        ),
      );
    });
    expect(overlaps).toBe(false);
  });

  for (const path of ['/mm/self-assessment', '/en/mm/self-assessment', '/mm/contact']) {
    test(`[HOME]: on a phone, the call buttons keep off ${path}'s content read to its end, and come back`, async ({
      page,
    }) => {
      await page.setViewportSize(PHONE);
      await page.goto(path);
      await waitForHydration(page.locator('main'));
      const call = page.locator('aside a[href^="tel:"]');
      await expect(call).toBeInViewport();

      // The reader scrolls down until the end of the page's content reaches the bottom of the screen.
      const contentEnd = await page
        .locator('main')
        .evaluate((main) => main.getBoundingClientRect().bottom + window.scrollY);
      const target = Math.max(contentEnd - PHONE.height, 0);
      await page.mouse.wheel(0, target);
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThanOrEqual(target - 1);
      await expect.poll(() => coveredContent(page)).toEqual([]);

      // On the way back up they are there again, on top of everything, to be tapped.
      await page.mouse.wheel(0, -150);
      await expect(call).toBeVisible();
      await expect.poll(() => isOnTop(page, 'aside a[href^="tel:"]')).toBe(true);
      await expect.poll(() => isOnTop(page, 'aside a[href^="https://wa.me/"]')).toBe(true);
    });
  }

  test('[HOME]: on a phone, the call buttons step aside while a form field has the focus', async ({ page }) => {
    await page.setViewportSize(PHONE);
    await page.goto('/mm/self-assessment');
    await waitForHydration(page.locator('main'));
    const call = page.locator('aside a[href^="tel:"]');
    await expect(call).toBeVisible();

    await page.getByLabel('Байгууллагын нэр').click();
    await expect(call).toBeHidden();
    await page.getByRole('heading', { level: 1 }).click();
    await expect(call).toBeVisible();
  });

  test('[HOME]: /favicon.ico, asked for wherever no page names an icon, is the association’s logo', async ({
    request,
  }) => {
    const response = await request.get('/favicon.ico');
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toBe('image/x-icon');
    expect(response.headers()['cache-control']).toBe('public, max-age=86400, stale-while-revalidate=604800');
    // An ICO header: reserved 0, type 1 (icon), then its images (16, 32 and 48 px).
    expect([...(await response.body()).subarray(0, 6)]).toEqual([0, 0, 1, 0, 3, 0]);
  });

  test('[HOME]: the back-to-top button appears after scrolling', async ({ page }) => {
    await page.goto('/mm');
    const backToTop = page.getByRole('button', { name: 'Хуудасны эхэнд буцах' });

    await expect(backToTop).toBeHidden();
    await page.mouse.wheel(0, 800);
    await expect(backToTop).toBeVisible();
    await backToTop.click();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await expect(backToTop).toBeHidden();
  });

  test('[HOME]: the quick-contact bar offers phone and WhatsApp', async ({ page }) => {
    await page.goto('/mm');
    const bar = page.getByRole('complementary', { name: 'Шуурхай холбоо' });

    await expect(bar.getByRole('link', { name: /Утсаар залгах/ })).toHaveAttribute('href', /^tel:\+976/);
    await expect(bar.getByRole('link', { name: /WhatsApp/ })).toHaveAttribute('href', /^https:\/\/wa\.me\/976/);
  });

  for (const path of ['/mm', '/en/mm']) {
    test(`[HOME]: ${path} has no serious accessibility violations`, async ({ page }) => {
      await page.goto(path);
      await expect(slider(page)).toBeVisible();

      await expectNoSeriousA11yViolations(page);
    });
  }
});
