import type { Page } from '@playwright/test';

import { expectNoSeriousA11yViolations } from '../fixtures/axe';
import { expect, test } from '../fixtures/test';

const cards = '[aria-labelledby="news-list-title"] article';

/** Terms a person may type, with the characters that have a meaning in a URL (vercel/next.js#92527 for `%`). */
const AWKWARD_TERMS = ['50% off', '100%', '#1 уурхай', 'уурхай?', 'нүүрс/алт', 'a=b', '⛏️ алт 💰'];
const EDITIONS = [
  { prefix: '', noResults: (term: string) => `«${term}» гэсэн хайлтаар мэдээ олдсонгүй.` },
  { prefix: '/en', noResults: (term: string) => `No news matches «${term}».` },
] as const;

/** The search list of the term: its heading names the term, then either news cards or the no-results text. */
async function expectSearchList(page: Page, term: string, noResults: string): Promise<void> {
  await expect(page.locator('h1')).toContainText(term);
  await expect(
    page
      .locator(cards)
      .first()
      .or(page.getByText(noResults, { exact: true })),
  ).toBeVisible();
}

test.describe('news', () => {
  test('[NEWS]: pages through a category six at a time', async ({ page }) => {
    const response = await page.goto('/mm/blog/8=1');
    expect(response?.status()).toBe(200);
    await expect(page.locator('h1')).toHaveText('Мэдээ');
    await expect(page.locator(cards)).toHaveCount(6);
    const firstTitle = await page.locator(`${cards} h2`).first().textContent();

    const pagination = page.getByRole('navigation', { name: 'Хуудаслалт' });
    await expect(pagination.locator('a, span[aria-current]').filter({ hasText: /^\d+$/ })).toHaveCount(3);
    await pagination.getByRole('link', { name: '2-р хуудас' }).click();
    await expect(page).toHaveURL(/\/mm\/blog\/8=2$/);
    await expect(page.locator(cards).first()).toBeVisible();
    await expect(page.locator(`${cards} h2`).first()).not.toHaveText(firstTitle ?? '');
    await expect(pagination.locator('[aria-current="page"]')).toHaveText('2');
    await expectNoSeriousA11yViolations(page);
  });

  test('[NEWS]: the side panel leads to categories, the archive and search', async ({ page }) => {
    await page.goto('/mm/blog/8=1');
    const panel = page.getByRole('complementary', { name: 'Мэдээ мэдээлэл' });
    await panel.getByRole('link', { name: /Арга хэмжээ/ }).click();
    await expect(page).toHaveURL(/\/mm\/blog\/13=1$/);
    await expect(page.locator('h1')).toHaveText('Арга хэмжээ');
    await expect(page.locator(cards).first()).toBeVisible();

    const month = panel.getByRole('heading', { name: 'Архив' }).locator('..').getByRole('link').first();
    const monthCount = Number((await month.locator('small').textContent())?.replace(/\D/g, ''));
    await month.click();
    await expect(page).toHaveURL(/\/mm\/blog\/\d{4}-\d{2}=1$/);
    await expect(page.locator(cards)).toHaveCount(Math.min(monthCount, 6));
    // "2026 оны арван нэгдүгээр сарын мэдээ": the month's name takes its case ending, not a second "сар".
    await expect(page.locator('h1')).toHaveText(/^\d{4} оны [а-яөү ]+ сарын мэдээ$/);
    await expect(page.locator('h1')).not.toContainText('сар сар');

    const word = (await page.locator(`${cards} h2`).first().textContent())?.trim().split(/\s+/)[0] ?? '';
    await panel.getByRole('searchbox').fill(word.toUpperCase());
    await panel.getByRole('button', { name: 'Хайх' }).click();
    await page.waitForURL((url) => decodeURIComponent(url.pathname) === `/mm/blog/${word.toUpperCase()}=1`);
    await expect(page.locator('h1')).toContainText(word.toUpperCase());
    await expect(page.locator(cards).first()).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });

  test('[NEWS]: a number searched for is searched, not taken for a category', async ({ page, browser }) => {
    await page.goto('/mm/blog/8=1');
    const box = page.getByRole('searchbox');
    await box.fill('27');
    await box.press('Enter');
    await expect(page).toHaveURL(/\/mm\/blog\?q=27$/);
    await expect(page.locator('h1')).toContainText('27');
    await expect(page.locator(cards).filter({ hasText: 'улсын төсвийн орлогын 27 хувийг' })).toBeVisible();
    await expect(page.getByRole('searchbox')).toHaveValue('27');

    const noScript = await browser.newContext({ javaScriptEnabled: false });
    const plain = await noScript.newPage();
    const response = await plain.goto('/mm/blog?q=2026-05');
    expect(response?.status()).toBe(200);
    await expect(plain.locator('h1')).toContainText('2026-05');
    await noScript.close();
  });

  test('[NEWS]: the search box works without JavaScript', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/mm/blog/8=1');
    await page.getByRole('searchbox').fill('уурхай');
    await page.getByRole('button', { name: 'Хайх' }).click();
    await page.waitForURL((url) => decodeURIComponent(url.pathname) === '/mm/blog/уурхай=1');
    await expect(page.locator('h1')).toContainText('уурхай');
    await context.close();
  });

  test('[NEWS]: a search without results names the term and offers the news again', async ({ page }) => {
    await page.goto(`/mm/blog/${encodeURIComponent('zzqxнайдахгүй')}=1`);
    await expect(page.getByText('«zzqxнайдахгүй» гэсэн хайлтаар мэдээ олдсонгүй.', { exact: true })).toBeVisible();
    await expect(page.getByText('Мэдээ хоосон байна')).toHaveCount(0);
    await page.getByRole('link', { name: 'Хайлтыг цэвэрлээд бүх мэдээг харах' }).click();
    await expect(page).toHaveURL(/\/mm\/blog\/8=1$/);
    await expect(page.locator(cards)).toHaveCount(6);

    // The term is shown as typed, never read as markup.
    const markup = '<b>zzqx</b>';
    await page.goto(`/en/mm/blog/${encodeURIComponent(markup)}=1`);
    await expect(page.getByText(`No news matches «${markup}».`, { exact: true })).toBeVisible();
    await expect(page.locator('main b')).toHaveCount(0);
    await expect(page.getByText('No News Found')).toHaveCount(0);
    await page.getByRole('link', { name: 'Clear the search and see all news' }).click();
    await expect(page).toHaveURL(/\/en\/mm\/blog\/8=1$/);
    await expect(page.locator(cards)).toHaveCount(6);

    // A category without news is an empty list, with nothing to clear: demo category 7 holds its sub-categories only.
    await page.goto('/mm/blog/7=1');
    await expect(page.getByText('Мэдээ хоосон байна', { exact: true })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Хайлтыг цэвэрлээд бүх мэдээг харах' })).toHaveCount(0);
  });

  test('[NEWS]: the English details name the publisher in English and date it with the month named', async ({
    page,
  }) => {
    // Demo news 1, 2 and 3: the back-office's default, the press office, and a person of the association's office.
    for (const [id, mongolian, english] of [
      [1, 'Админ', 'Admin'],
      [2, 'Хэвлэл мэдээллийн алба', 'Press office'],
      [3, 'Б.Сарангэрэл', 'B. Sarangerel'],
    ] as const) {
      await page.goto(`/en/mm/detail/${id}`);
      await expect(page.locator('.nd-byline > span')).toHaveText(`Published by: ${english}`);
      await expect(page.locator('.nd-byline > span > span')).not.toHaveAttribute('lang', /./);
      await expect(page.locator('.nd-byline time')).toHaveText(/^[A-Z][a-z]{2} \d{1,2}, \d{4}$/);
      await page.goto(`/mm/detail/${id}`);
      await expect(page.locator('.nd-byline > span')).toHaveText(`Нийтэлсэн: ${mongolian}`);
      await expect(page.locator('.nd-byline time')).toHaveText(/^\d{4}\.\d{2}\.\d{2}$/);
    }
    await page.goto('/en/mm/blog/8=1');
    await expect(page.locator(`${cards} time`).first()).toHaveText(/^[A-Z][a-z]{2} \d{1,2}, \d{4}$/);
  });

  for (const { prefix, noResults } of EDITIONS) {
    for (const term of AWKWARD_TERMS) {
      test(`[NEWS]: ${prefix}/mm search for "${term}" opens its list, typed or as an address`, async ({ page }) => {
        const response = await page.goto(`${prefix}/mm/blog/${encodeURIComponent(term)}=1`);
        expect(response?.status()).toBe(200);
        await expectSearchList(page, term, noResults(term));

        await page.goto(`${prefix}/mm/blog/8=1`);
        const searchBox = page.getByRole('complementary').getByRole('searchbox');
        await searchBox.fill(term);
        const listResponse = page.waitForResponse((answer) =>
          answer.url().includes(`/mm/blog/${encodeURIComponent(term)}=1`),
        );
        await searchBox.press('Enter');
        await page.waitForURL((url) => url.pathname.endsWith(`/mm/blog/${encodeURIComponent(term)}=1`));
        expect((await listResponse).status()).toBeLessThan(400);
        await expectSearchList(page, term, noResults(term));
      });
    }
  }

  test('[NEWS]: a search for a percent sign works without JavaScript', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/mm/blog/8=1');
    await page.getByRole('searchbox').fill('50% off');
    await page.getByRole('button', { name: 'Хайх' }).click();
    await page.waitForURL((url) => url.pathname === `/mm/blog/${encodeURIComponent('50% off')}=1`);
    await expectSearchList(page, '50% off', EDITIONS[0].noResults('50% off'));
    await context.close();
  });

  test('[NEWS]: the detail page shows the article and shares its address', async ({ page }) => {
    await page.goto('/mm/blog/8=1');
    const title = (await page.locator(`${cards} h2`).first().textContent())?.trim() ?? '';
    await page.locator(`${cards} h2 a`).first().click();
    await expect(page).toHaveURL(/\/mm\/detail\/\d+$/);
    await expect(page.locator('h1')).toHaveText(title);
    await expect(page.getByText(/Нийтэлсэн:/)).toBeVisible();
    await expect(page.locator('.rich-text p').first()).toBeVisible();
    const url = page.url();
    const facebook = page.getByRole('link', { name: 'Facebook-т хуваалцах' });
    await expect(facebook).toHaveAttribute(
      'href',
      `https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent(url)}`,
    );
    // The address the browser follows: the title's letters are encoded by its URL parser.
    const twitter = new URL(
      await page.getByRole('link', { name: 'Twitter-т хуваалцах' }).evaluate((link: HTMLAnchorElement) => link.href),
    );
    expect(twitter.searchParams.get('url')).toBe(url);
    expect(twitter.searchParams.get('text')).toBe(title);
    const mail = new URL(
      await page.getByRole('link', { name: 'И-мэйлээр илгээх' }).evaluate((link: HTMLAnchorElement) => link.href),
    );
    expect(mail.protocol).toBe('mailto:');
    expect(mail.searchParams.get('subject')).toBe(title);
    expect(mail.searchParams.get('body')).toBe(url);

    // The head as a crawler receives it: a fresh load, not the one left over from client-side navigation.
    await page.reload();
    const jsonLd = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent()) ?? '{}');
    expect(jsonLd).toMatchObject({ '@type': 'NewsArticle', headline: title });
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', url);
    await expect(page.locator('link[rel="alternate"][hreflang="en"]')).toHaveAttribute(
      'href',
      url.replace('/mm/', '/en/mm/'),
    );
    await expect(page.locator('meta[property="og:image"]').first()).toHaveAttribute('content', /\/files\/news\//);
    await expectNoSeriousA11yViolations(page);
  });

  test('[NEWS]: a missing news item is a 404 with the not-found text', async ({ page }) => {
    const response = await page.goto('/mm/detail/999999');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: 'Мэдээ олдсонгүй' })).toBeVisible();
    const english = await page.goto('/en/mm/detail/999999');
    expect(english?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: 'No News Found' })).toBeVisible();
  });

  test('[NEWS]: the English edition lists the same news in English', async ({ page }) => {
    await page.goto('/en/mm/blog/8=1');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.locator('h1')).toHaveText('News');
    await expect(page.locator(cards)).toHaveCount(6);
    await expectNoSeriousA11yViolations(page);
  });

  test('[NEWS]: an item without an English translation is marked Mongolian on the English pages', async ({ page }) => {
    // Demo news 6 has no English; news 1 has.
    await page.goto('/en/mm/detail/6');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.locator('h1')).toHaveAttribute('lang', 'mn');
    await expect(page.locator('.rich-text')).toHaveAttribute('lang', 'mn');
    await expect(page.locator('.nd-byline time')).not.toHaveAttribute('lang', /./);
    const title = (await page.locator('h1').textContent())?.trim() ?? '';

    await page.goto('/en/mm/detail/1');
    await expect(page.locator('h1')).not.toHaveAttribute('lang', /./);
    await expect(page.locator('.rich-text')).not.toHaveAttribute('lang', /./);

    await page.goto(`/en/mm/blog/${encodeURIComponent(title)}=1`);
    await expect(page.locator(`${cards} h2`, { hasText: title })).toHaveAttribute('lang', 'mn');
    await expectNoSeriousA11yViolations(page);
  });

  test('[SITE]: unknown paths answer 404 with a link to /mm', async ({ page }) => {
    for (const path of ['/no-such-page', '/mm/no-such-page', '/en/no-such-page']) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(404);
      await expect(page.getByText('Таны хайсан хуудас олдсонгүй.')).toBeVisible();
    }
    await page.getByRole('link', { name: 'Нүүр хуудас руу буцах' }).click();
    await expect(page).toHaveURL(/\/mm$/);
    await page.goto('/no-such-page');
    await expectNoSeriousA11yViolations(page);
  });

  test('[SITE]: an address whose escapes do not decode is a 404, not a server error', async ({ page, request }) => {
    const response = await page.goto('/mm/detail/%ZZ');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: 'Мэдээ олдсонгүй' })).toBeVisible();
    for (const path of ['/yellow-page/%A0', '/en/mw/%ZZ', '/api/mm/get/news/%ZZ', '/files/news/%ZZ.jpg']) {
      expect((await request.get(path)).status(), path).toBe(404);
    }
  });

  test('[SEO]: robots, sitemap and API answer as documented', async ({ request }) => {
    const robots = await (await request.get('/robots.txt')).text();
    expect(robots).toContain('Disallow: /admin');
    expect(robots).toContain('Disallow: /api');
    const sitemap = await (await request.get('/sitemap.xml')).text();
    expect(sitemap).toContain('/en/mm/detail/');
    expect(sitemap).toMatch(/hreflang="en"/);
    expect(await (await request.get('/api/health')).json()).toEqual({ ok: true });
    const bad = await request.get('/api/get/news?page=-1');
    expect(bad.status()).toBe(400);
    expect((await bad.json()).errors.page).toBeTruthy();
    const search = await (await request.get(`/api/search/news?term=${encodeURIComponent('уурхай')}&lang=mn`)).json();
    expect(search.news.length).toBeGreaterThan(0);
  });
});
