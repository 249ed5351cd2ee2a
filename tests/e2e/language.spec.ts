import type { Browser, Page } from '@playwright/test';

import { waitForHydration } from '../fixtures/hydration';
import { expect, test } from '../fixtures/test';

/** A page whose query string matters (the trade report's dates): switching must keep it. */
const TRADE_REPORT = '/mm/trade?tab=report&start=2001-01-01&end=2001-01-07';

const toEnglish = (page: Page) => page.getByRole('link', { name: 'Switch to English' });
const toMongolian = (page: Page) => page.getByRole('link', { name: 'Монгол хэл рүү шилжих' });

/** mn -> en -> mn on the same page, then the remembered choice on a bare Mongolian address. */
async function switchBothWays(page: Page): Promise<void> {
  await page.goto(TRADE_REPORT);
  await expect(page.locator('html')).toHaveAttribute('lang', 'mn');

  await toEnglish(page).click();
  await expect(page).toHaveURL((url) => `${url.pathname}${url.search}` === `/en${TRADE_REPORT}`);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Trade information');

  // The choice is kept: a bare Mongolian address now leads to English.
  await page.goto('/mm/blog/8=2');
  await expect(page).toHaveURL(/\/en\/mm\/blog\/8=2$/);

  await page.goto(`/en${TRADE_REPORT}`);
  await toMongolian(page).click();
  await expect(page).toHaveURL((url) => `${url.pathname}${url.search}` === TRADE_REPORT);
  await expect(page.locator('html')).toHaveAttribute('lang', 'mn');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Арилжааны мэдээлэл');

  // And now Mongolian is kept: the bare address stays Mongolian.
  await page.goto('/mm/contact');
  await expect(page).toHaveURL(/localhost:\d+\/mm\/contact$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'mn');
}

async function withContext(
  browser: Browser,
  javaScriptEnabled: boolean,
  run: (page: Page) => Promise<void>,
): Promise<void> {
  const context = await browser.newContext({ javaScriptEnabled });
  try {
    await run(await context.newPage());
  } finally {
    await context.close();
  }
}

test.describe('language toggle', () => {
  test('[SITE]: switches to English and back without JavaScript, keeping the page and its query', async ({
    browser,
  }) => {
    await withContext(browser, false, switchBothWays);
  });

  test('[SITE]: switches to English and back with JavaScript, keeping the page and its query', async ({ browser }) => {
    await withContext(browser, true, switchBothWays);
  });

  test('[SITE]: the choice is a cookie set by the server, and a paged list keeps its page', async ({ browser }) => {
    await withContext(browser, false, async (page) => {
      await page.goto('/mm/blog/8=2');
      await expect(toEnglish(page)).toHaveAttribute('href', '/en/mm/blog/8=2?switch-language=1');
      await toEnglish(page).click();
      await expect(page).toHaveURL(/\/en\/mm\/blog\/8=2$/);
      const cookies = await page.context().cookies();
      expect(cookies.find((cookie) => cookie.name === 'NEXT_LOCALE')?.value).toBe('en');
      await expect(toMongolian(page)).toHaveAttribute('href', '/mn/mm/blog/8=2');
      await toMongolian(page).click();
      await expect(page).toHaveURL(/localhost:\d+\/mm\/blog\/8=2$/);
      expect((await page.context().cookies()).find((cookie) => cookie.name === 'NEXT_LOCALE')?.value).toBe('mn');
    });
  });

  test('[SITE]: switching keeps the page of a list with JavaScript too', async ({ page }) => {
    await page.goto('/mm/blog/8=2');
    await waitForHydration(toEnglish(page));
    await toEnglish(page).click();
    await expect(page).toHaveURL(/\/en\/mm\/blog\/8=2$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.getByRole('navigation', { name: 'Pagination' }).locator('[aria-current="page"]')).toHaveText('2');
  });

  test('[SITE]: switching on the gallery keeps the chosen day', async ({ page }) => {
    // The demo's photos are its last past edition's; the coming edition has none yet.
    await page.goto('/mw/2025/gallery#2');
    const days = page.getByRole('tablist');
    await expect(days.getByRole('tab', { selected: true })).toContainText('2');
    await waitForHydration(toEnglish(page));
    await toEnglish(page).click();
    await expect(page).toHaveURL(/\/en\/mw\/2025\/gallery#2$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(days.getByRole('tab', { selected: true })).toContainText('Day 2');

    // A day chosen on the page (the address changes without a navigation) goes along too.
    await days.getByRole('tab').first().click();
    await expect(page).toHaveURL(/#1$/);
    await waitForHydration(toMongolian(page));
    await toMongolian(page).click();
    await expect(page).toHaveURL(/localhost:\d+\/mw\/2025\/gallery#1$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'mn');
    await expect(days.getByRole('tab', { selected: true })).toContainText('1');
  });

  test('[SITE]: the toggle is the same element before and after hydration, so an early click is never lost', async ({
    page,
  }) => {
    await page.goto('/mm/contact?from=newsletter');
    const link = await toEnglish(page).elementHandle();
    // Hydrated: the cached page's link now carries the query as well.
    await expect(toEnglish(page)).toHaveAttribute('href', '/en/mm/contact?from=newsletter&switch-language=1');
    expect(await link?.evaluate((element) => element.isConnected)).toBe(true);
  });
});
