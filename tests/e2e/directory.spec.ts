import type { Locator, Page } from '@playwright/test';

import { expectNoSeriousA11yViolations } from '../fixtures/axe';
import { waitForHydration } from '../fixtures/hydration';
import { expect, test } from '../fixtures/test';

// The demo directory (demo-data/directory.ts). directory-register.spec.ts adds one approved company to sub category
// 0404 (main 04) before this file runs: totals of 04, 0404 and of the whole directory are never asserted here.

const results = (page: Page): Locator => page.locator('#results');
const cards = (page: Page): Locator => results(page).locator('.yp-grid a');
const total = (page: Page): Locator => results(page).getByRole('status');

/** A card says the company's name, under its logo where it has one; the logo (empty alt) adds nothing to it. */
async function expectCard(card: Locator, name: string, { hasLogo }: { hasLogo: boolean }): Promise<void> {
  await expect(card).toHaveText(name);
  await expect(card).toHaveAccessibleName(name);
  await expect(card.locator('img')).toHaveCount(hasLogo ? 1 : 0);
}

async function jsonLd(page: Page): Promise<Record<string, unknown>> {
  return JSON.parse((await page.locator('script[type="application/ld+json"]').textContent()) ?? '{}');
}

test.describe('business directory', () => {
  test('[YP]: the home shows its frame, banner, directory news, the four main categories and the alphabet', async ({
    page,
  }) => {
    await page.goto('/yellow-page');
    await expect(page).toHaveTitle('Лавлах');
    // Shared, the home reads as the directory, not as the association's site.
    await expect(page.locator('meta[property="og:title"]')).toHaveAttribute('content', 'Лавлах');
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /хоёр хэлний лавлах\.$/);
    await expect(page.locator('meta[property="og:image"]')).toHaveAttribute(
      'content',
      /\/files\/directory\/banner-1\.jpg$/,
    );
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Уул уурхайн салбарын лавлах');
    const menu = page.getByRole('navigation', { name: 'Лавлахын цэс' });
    await expect(menu.getByRole('link', { name: 'Ассоциацийн сайт' })).toHaveAttribute('href', '/mm');
    await expect(menu.getByRole('link', { name: 'Холбоо барих' })).toHaveAttribute('href', '/yellow-page/contact');
    await expect(menu.getByRole('link', { name: /\+976 7011 1994/ })).toHaveAttribute('href', 'tel:+97670111994');
    await expect(page.getByRole('region', { name: 'Лавлахын баннер' }).locator('img').first()).toBeVisible();
    const news = page.getByRole('region', { name: 'Мэдээ' });
    await expect(news.getByRole('link', { name: 'Дэлгэрэнгүй' }).first()).toHaveAttribute(
      'href',
      /^\/mm\/detail\/\d+$/,
    );
    const categories = page.getByRole('navigation', { name: 'Ангилал' });
    await expect(categories.getByRole('link')).toHaveText([
      'Уул уурхайн компаниуд',
      'Ханган нийлүүлэгч компаниуд',
      'Үйлчилгээ үзүүлэгч компаниуд',
      'Бусад',
    ]);
    // "All" and the 32 letters, in the dictionary's order; those no name starts with are there, but no links.
    const alphabet = page.getByRole('navigation', { name: 'Цагаан толгойн үсгээр' });
    const letters = alphabet.getByRole('listitem');
    await expect(letters).toHaveCount(33);
    await expect(letters.nth(16)).toHaveText('О');
    await expect(letters.nth(17)).toHaveText('Ө');
    await expect(letters.nth(23)).toHaveText('Ү');
    await expect(alphabet.getByRole('link', { name: 'Ө', exact: true })).toBeVisible();
    await expect(alphabet.locator('[aria-disabled="true"]').first()).toBeVisible();
    await expect(cards(page)).toHaveCount(24);
    await expect(results(page).getByRole('navigation', { name: 'Хуудаслалт' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    // The header shrinks once the page is scrolled past 50 px.
    const header = page.locator('#yp-header');
    await expect(header).not.toHaveAttribute('data-shrunk');
    await page.evaluate(() => window.scrollTo(0, 600));
    await expect(header).toHaveAttribute('data-shrunk', '');
  });

  test('[YP]: browses by main and sub category, the results scrolled into view, breadcrumb and totals in the URL', async ({
    page,
  }) => {
    await page.goto('/yellow-page');
    const categories = page.getByRole('navigation', { name: 'Ангилал' });
    await categories.getByRole('link', { name: 'Уул уурхайн компаниуд' }).click();
    await expect(page).toHaveURL(/\/yellow-page\?main=01#results$/);
    await expect(results(page)).toBeInViewport();
    await expect(total(page)).toHaveText('Нийт: 21');
    await expect(categories.getByRole('link', { name: '0101 Нүүрс' })).toBeVisible();
    await expect(categories.getByRole('link', { name: '0201 Уурхайн тоног төхөөрөмж' })).toHaveCount(0);

    await categories.getByRole('link', { name: '0101 Нүүрс' }).click();
    await expect(page).toHaveURL(/\/yellow-page\?sub=1#results$/);
    await expect(total(page)).toHaveText('Нийт: 3');
    // Logos first, then the Mongolian dictionary order; the card without a logo shows the name.
    await expect(cards(page)).toHaveCount(3);
    await expectCard(cards(page).nth(2), 'ЭРДЭНЭ РЕСУРС ГРУПП', { hasLogo: false });
    await expectCard(cards(page).nth(0), 'АЛТАН ГОВЬ ХХК', { hasLogo: true });
    await expectCard(cards(page).nth(1), 'ГЭРЭЛТ ИРЭЭДҮЙ СЕРВИС ХХК', { hasLogo: true });
    const crumbs = page.getByRole('navigation', { name: 'Та энд байна' });
    await expect(crumbs.getByRole('listitem')).toHaveText(['Лавлах', 'Уул уурхайн компаниуд', 'Нүүрс']);
    await expect(page).toHaveTitle('Нүүрс | Лавлах');

    // The view is its URL: a reload shows the same results, rendered by the server.
    await page.reload();
    await expect(total(page)).toHaveText('Нийт: 3');
    await expectNoSeriousA11yViolations(page);
  });

  test('[YP]: searches names in Cyrillic and Latin, clears the search, and finds nothing politely', async ({
    page,
  }) => {
    await page.goto('/yellow-page?main=01');
    const box = page.getByRole('searchbox', { name: 'Байгууллагын нэрээр хайх' });
    await box.fill('өнөр');
    await box.press('Enter');
    await expect(page).toHaveURL(/main=01&q=%D3%A9%D0%BD%D3%A9%D1%80#results$/);
    await expect(results(page).getByRole('heading', { level: 2 })).toHaveText(
      "Уул уурхайн компаниуд: 'өнөр' хайлтын илэрц",
    );
    await expect(total(page)).toHaveText('Нийт: 1');

    await page.goto('/yellow-page');
    await page.getByRole('searchbox', { name: 'Байгууллагын нэрээр хайх' }).fill('ӨНӨР');
    await page.getByRole('button', { name: 'Хайх' }).click();
    await expect(total(page)).toHaveText('Нийт: 4');
    await expectCard(cards(page).nth(0), 'ӨНӨР МАЙНИНГ СЕРВИС ХХК', { hasLogo: true });

    await page.getByRole('searchbox', { name: 'Байгууллагын нэрээр хайх' }).fill('drilling');
    await page.getByRole('button', { name: 'Хайх' }).click();
    await expect(total(page)).toHaveText('Нийт: 4');
    await expectCard(cards(page).nth(0), 'ҮНДЭСНИЙ ӨРӨМДЛӨГ СЕРВИС ХХК', { hasLogo: true });

    await page.getByRole('search').getByRole('link', { name: 'Цэвэрлэх' }).click();
    await expect(page).toHaveURL(/\/yellow-page#results$/);
    await expect(page.getByRole('searchbox', { name: 'Байгууллагын нэрээр хайх' })).toHaveValue('');

    await page.goto('/yellow-page?q=zzzz');
    await expect(results(page).getByText('Илэрц олдсонгүй.', { exact: true })).toBeVisible();
    await expect(total(page)).toHaveText('Нийт: 0');
  });

  test('[YP]: the letters Ө and Ү list the names starting with them, in dictionary order', async ({ page }) => {
    await page.goto('/yellow-page');
    const letters = page.getByRole('navigation', { name: 'Цагаан толгойн үсгээр' });
    await letters.getByRole('link', { name: 'Ө', exact: true }).click();
    await expect(page).toHaveURL(/letter=%D3%A8#results$/);
    await expect(letters.getByRole('link', { name: 'Ө', exact: true })).toHaveAttribute('aria-current', 'page');
    await expect(total(page)).toHaveText('Нийт: 8');
    await expectCard(cards(page).nth(0), 'ӨНӨР МАЙНИНГ СЕРВИС ХХК', { hasLogo: true });
    await expect(cards(page).nth(6)).toHaveText('ӨНӨР МАЙНИНГ ГРУПП');

    await letters.getByRole('link', { name: 'Ү', exact: true }).click();
    await expect(page).toHaveURL(/letter=%D2%AE#results$/);
    await expect(total(page)).toHaveText('Нийт: 8');
    await expectCard(cards(page).nth(0), 'ҮНДЭСНИЙ ӨРӨМДЛӨГ СЕРВИС ХХК', { hasLogo: true });

    await letters.getByRole('link', { name: 'О', exact: true }).click();
    await expect(total(page)).toHaveText('Нийт: 4');
    await expectNoSeriousA11yViolations(page);
  });

  test('[YP]: sub category 95 shows the consultant engineers’ table, searched by name', async ({ page }) => {
    await page.goto('/yellow-page');
    const categories = page.getByRole('navigation', { name: 'Ангилал' });
    await categories.getByRole('link', { name: 'Бусад' }).click();
    await categories.getByRole('link', { name: '0403 Зөвлөх инженерүүд' }).click();
    await expect(page).toHaveURL(/\?sub=95#results$/);
    const table = page.getByRole('table', { name: 'Зөвлөх инженерүүд' });
    await expect(table.getByRole('columnheader')).toHaveText(['Овог нэр', 'Мэргэжил', 'Зөвлөх чиглэл', 'Утас']);
    const row = table.getByRole('row', { name: /Б\.Энхтөр/ });
    await expect(row).toContainText('Уулын инженер');
    await expect(row.getByRole('link', { name: '99001000' })).toHaveAttribute('href', 'tel:99001000');
    await expect(page.getByRole('navigation', { name: 'Цагаан толгойн үсгээр' })).toHaveCount(0);
    await expectNoSeriousA11yViolations(page);

    const box = page.getByRole('searchbox', { name: 'Зөвлөх инженерийг овог нэрээр хайх' });
    await box.fill('Өлзий');
    await box.press('Enter');
    await expect(page).toHaveURL(/sub=95&q=/);
    await expect(table.getByRole('row')).toHaveCount(2);
    await expect(table.getByRole('rowheader')).toHaveText(['Д.Өлзий']);
  });

  test('[YP]: on a phone the consultant engineers’ table keeps to the screen, every column shown', async ({ page }) => {
    await page.setViewportSize({ width: 393, height: 852 });
    await page.goto('/yellow-page?sub=95');
    const table = page.getByRole('table', { name: 'Зөвлөх инженерүүд' });
    // The last column's phone link ends within the screen's width, and nothing makes the page scroll sideways.
    const phone = await table.getByRole('link', { name: '99001000' }).boundingBox();
    expect((phone?.x ?? Infinity) + (phone?.width ?? 0)).toBeLessThanOrEqual(393);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(393);
    // Names stay whole: each on one line.
    for (const name of ['Г.Үүрцайх', 'П.Алтанцэцэг']) {
      const lines = await table.getByRole('rowheader', { name }).evaluate((cell) => {
        const range = document.createRange();
        range.selectNodeContents(cell);

        return new Set([...range.getClientRects()].map((rect) => Math.round(rect.top))).size;
      });
      expect(lines, name).toBe(1);
    }
  });

  test('[YP]: every company card shows its name, under its logo where it has one, on a desktop and a phone, in both languages', async ({
    page,
  }, testInfo) => {
    for (const [path, width] of [
      ['/yellow-page', 1366],
      ['/en/yellow-page', 1366],
      ['/yellow-page', 393],
      ['/en/yellow-page', 393],
    ] as const) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto(path);
      const all = cards(page);
      await expect(all).toHaveCount(24);
      // Companies sharing a logo are told apart by their names: each card shows one, visible and not cut off.
      const withLogo = all.filter({ has: page.locator('img') });
      expect(await withLogo.count()).toBeGreaterThan(0);
      for (const card of (await all.all()).slice(0, 8)) {
        const name = card.locator('span');
        await expect(name).toBeVisible();
        await name.scrollIntoViewIfNeeded();
        expect((await name.textContent())?.trim()).not.toBe('');
        const [nameBox, cardBox] = await Promise.all([name.boundingBox(), card.boundingBox()]);
        expect(
          nameBox && cardBox && nameBox.x >= cardBox.x && nameBox.x + nameBox.width <= cardBox.x + cardBox.width + 0.5,
        ).toBe(true);
      }
      await expectCard(withLogo.first(), (await withLogo.first().locator('span').textContent()) ?? '', {
        hasLogo: true,
      });
      await all.first().scrollIntoViewIfNeeded();
      await page.screenshot({
        path: testInfo.outputPath(`cards-${path.startsWith('/en') ? 'en' : 'mn'}-${width}.png`),
      });
    }
    await expectNoSeriousA11yViolations(page);
  });

  test('[YP]: a company page, and back to the list where it was', async ({ page }) => {
    await page.goto('/yellow-page?main=02');
    await expect(total(page)).toHaveText('Нийт: 18');
    const card = cards(page).filter({ hasText: /^МӨНХ ХАЙРХАН ХХК$/ });
    // The reader scrolls to the card once the page is alive. The site scrolls smoothly, and while the page is
    // busy a smooth scroll runs on without the page's scrollY following it: the test scrolls at once instead.
    await waitForHydration(card);
    await card.evaluate((node) => node.scrollIntoView({ block: 'center', behavior: 'instant' }));
    // The header then shrinks, and the browser keeps the card where it was: the position counts after that.
    await expect(page.locator('header[data-shrunk]')).toHaveCount(1);
    let scrolled = -1;
    await expect
      .poll(async () => {
        const now = await page.evaluate(() => window.scrollY);
        const isSettled = now === scrolled;
        scrolled = now;

        return isSettled;
      })
      .toBe(true);
    expect(scrolled).toBeGreaterThan(200);
    await card.click();

    await expect(page).toHaveURL(/\/yellow-page\/10$/);
    await expect(page).toHaveTitle('МӨНХ ХАЙРХАН ХХК | Лавлах');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('МӨНХ ХАЙРХАН ХХК');
    await expect(page.getByRole('navigation', { name: 'Та энд байна' }).getByRole('listitem')).toHaveText([
      'Лавлах',
      'Ханган нийлүүлэгч компаниуд',
      'МӨНХ ХАЙРХАН ХХК',
    ]);
    const contacts = page.getByRole('region', { name: 'Холбоо барих' });
    await expect(contacts.getByRole('link', { name: '+976 7711 1010' })).toHaveAttribute('href', 'tel:+97677111010');
    await expect(contacts.getByRole('link', { name: 'info10@example.mn' })).toHaveAttribute(
      'href',
      'mailto:info10@example.mn',
    );
    await expect(contacts.getByRole('link', { name: 'https://company10.example.mn' })).toHaveAttribute(
      'href',
      'https://company10.example.mn',
    );
    await expect(contacts.getByRole('link', { name: '+976 7711 2010' })).toHaveAttribute('href', 'tel:+97677112010');
    await expect(contacts.getByRole('term')).toHaveText(['Утас', 'Цахим шуудан', 'Вэб сайт', 'Факс']);
    await expect(page.getByRole('region', { name: 'Хаяг' })).toContainText('Улаанбаатар, Сүхбаатар дүүрэг, 2-р хороо');
    await expect(page.getByRole('img', { name: 'МӨНХ ХАЙРХАН ХХК' })).toBeVisible();
    // Shared, the page shows the company's logo.
    await expect(page.locator('meta[property="og:image"]')).toHaveAttribute(
      'content',
      /\/files\/directory\/[^/]+\.(png|jpe?g)$/,
    );
    expect(await jsonLd(page)).toMatchObject({
      '@type': 'Organization',
      name: 'МӨНХ ХАЙРХАН ХХК',
      telephone: '+976 7711 1010',
      email: 'info10@example.mn',
      url: 'https://company10.example.mn',
      address: { streetAddress: 'Улаанбаатар, Сүхбаатар дүүрэг, 2-р хороо' },
    });
    await expectNoSeriousA11yViolations(page);

    await page.goBack();
    await expect(page).toHaveURL(/\/yellow-page\?main=02$/);
    await expect(total(page)).toHaveText('Нийт: 18');
    // The browser restores the position (smoothly, as the site scrolls): it ends where the reader left it.
    await expect.poll(async () => Math.abs((await page.evaluate(() => window.scrollY)) - scrolled)).toBeLessThan(10);

    // A company without a logo shows the placeholder.
    await page.goto('/yellow-page/3');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('ҮҮРИЙН ТУЯА ХХК');
    await expect(page.getByText('LOGO', { exact: true })).toBeVisible();
  });

  test('[YP]: the list prefetches the company pages it shows, not their logos', async ({ page }) => {
    const requested: string[] = [];
    const prefetched: string[] = [];
    page.on('request', (sent) => requested.push(new URL(sent.url()).pathname));
    page.on('response', (answer) => {
      const url = new URL(answer.url());
      if (url.searchParams.has('_rsc')) prefetched.push(url.pathname);
    });
    await page.goto('/yellow-page');
    const first = cards(page).first();
    await first.scrollIntoViewIfNeeded();
    const companyPath = (await first.getAttribute('href')) ?? '';
    await expect.poll(() => prefetched.includes(companyPath)).toBe(true);
    await page.waitForLoadState('networkidle');
    const beforeOpening = [...requested];

    // The company page's own logo copy (the card shows a smaller one) is fetched when the page is opened, not before.
    await first.click();
    await expect(page).toHaveURL(new RegExp(`${companyPath}$`));
    const logo = page.locator('.yp-logo img');
    await expect(logo).toHaveJSProperty('complete', true);
    const logoPath = new URL((await logo.getAttribute('src')) ?? '', page.url()).pathname;
    expect(beforeOpening).not.toContain(logoPath);
    expect(requested).toContain(logoPath);
  });

  test('[YP]: the English directory orders, browses and names in English', async ({ page }) => {
    await page.goto('/en/yellow-page?sub=1');
    await expect(page).toHaveTitle('Coal | Directory');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Mining industry directory');
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/en\/yellow-page\?sub=1$/);
    await expect(page.locator('link[rel="alternate"][hreflang="mn"]')).toHaveAttribute('href', /\/yellow-page\?sub=1$/);
    await expect(total(page)).toHaveText('Total: 3');
    await expectCard(cards(page).nth(0), 'ALTAN GOBI LLC', { hasLogo: true });
    await expectCard(cards(page).nth(2), 'ERDENE RESOURCE GROUP', { hasLogo: false });

    // The Latin letters within Coal: N starts no English name there, so it is shown but leads nowhere.
    const alphabet = page.getByRole('navigation', { name: 'By letter' });
    await expect(alphabet.getByRole('listitem')).toHaveCount(27);
    await expect(alphabet.getByRole('link', { name: 'N', exact: true })).toHaveCount(0);
    await expect(alphabet.locator('[aria-disabled="true"]', { hasText: /^N$/ })).toBeVisible();
    await alphabet.getByRole('link', { name: 'E', exact: true }).click();
    await expect(page).toHaveURL(/\/en\/yellow-page\?sub=1&letter=E#results$/);
    await expectCard(cards(page).nth(0), 'ERDENE RESOURCE GROUP', { hasLogo: false });
    await page.getByRole('navigation', { name: 'Categories' }).getByRole('link', { name: 'Mining Companies' }).click();
    await expect(total(page)).toHaveText('Total: 21');
    await expectNoSeriousA11yViolations(page);

    await page.goto('/en/yellow-page/10');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('MUNKH KHAIRKHAN LLC');
    await expect(page.getByRole('navigation', { name: 'You are here' }).getByRole('listitem')).toHaveText([
      'Directory',
      'Supplier Companies',
      'MUNKH KHAIRKHAN LLC',
    ]);
    await expect(page.getByRole('region', { name: 'Contacts' }).getByRole('term')).toHaveText([
      'Phone',
      'E-mail',
      'Website',
      'Fax',
    ]);
    await expectNoSeriousA11yViolations(page);
  });

  test('[YP]: the contact page shows the association’s phone, e-mail, address, hours and map', async ({ page }) => {
    await page.goto('/yellow-page');
    await page.getByRole('navigation', { name: 'Лавлахын цэс' }).getByRole('link', { name: 'Холбоо барих' }).click();
    await expect(page).toHaveURL(/\/yellow-page\/contact$/);
    await expect(page).toHaveTitle('Холбоо барих | Лавлах');
    const office = page.getByRole('region', { name: 'Ассоциацийн оффис' });
    await expect(office.getByRole('link', { name: '+976 7011 1994' })).toHaveAttribute('href', 'tel:+97670111994');
    await expect(office.getByRole('link', { name: 'info@mongolianmining.mn' })).toHaveAttribute(
      'href',
      'mailto:info@mongolianmining.mn',
    );
    await expect(office).toContainText('Даваа – Баасан 09:00 – 18:00');
    await expect(page.locator('iframe')).toHaveAttribute('src', /google\.com\/maps/);
    await expectNoSeriousA11yViolations(page);

    await page.goto('/en/yellow-page/contact');
    await expect(page.getByRole('region', { name: "The association's office" })).toContainText(
      'Monday to Friday 09:00 – 18:00',
    );
  });

  test('[YP]: unknown, unapproved and malformed companies, and pages past the last, are 404s', async ({ page }) => {
    for (const path of [
      '/yellow-page/99999',
      '/yellow-page/61',
      '/yellow-page/abc',
      '/en/yellow-page/62',
      '/yellow-page?page=99',
      '/yellow-page?main=01&page=40',
    ]) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(404);
    }
  });

  test('[YP]: the seeds’ short address /yellow leads to the directory', async ({ page }) => {
    await page.goto('/yellow');
    await expect(page).toHaveURL(/\/yellow-page$/);
    await page.goto('/en/yellow');
    await expect(page).toHaveURL(/\/en\/yellow-page$/);
  });
});
