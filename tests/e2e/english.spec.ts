import type { Page } from '@playwright/test';

import { expect, test } from '../fixtures/test';

/**
 * The English editions' key pages. Meeting pages are left out: their room names are a subject of their own. A
 * company page and a news item are the demo data's; the walk adds the first news item the English list links to.
 */
const ENGLISH_PAGES = [
  '/en/mm',
  '/en/mm/about',
  '/en/mm/activity',
  '/en/mm/blog/8=1',
  '/en/mm/trade',
  '/en/mm/trade?tab=report',
  '/en/mm/report=1',
  '/en/mm/contact',
  '/en/mm/membership',
  '/en/mm/member',
  '/en/mm/assessment',
  '/en/mm/anniversary',
  '/en/mm/page/20',
  '/en/mw',
  '/en/mw/about',
  '/en/mw/agenda',
  '/en/mw/presentation',
  '/en/mw/gallery',
  '/en/mw/contact',
  '/en/mw/register',
  '/en/mw/2023',
  '/en/yellow-page',
  '/en/yellow-page/10',
  '/en/yellow-page/register',
  '/en/yellow-page/contact',
];

type Leak = { where: string; text: string };

/**
 * Cyrillic in the page's text and in the attributes people hear or see (alt, title, aria-label, placeholder),
 * outside elements that declare themselves Mongolian: a text without a translation carries `lang="mn"`.
 */
async function cyrillicLeaks(page: Page): Promise<Leak[]> {
  return page.evaluate(() => {
    const cyrillic = /\p{Script=Cyrillic}/u;
    const isMongolian = (element: Element) => element.closest('[lang]')?.getAttribute('lang') === 'mn';
    const describe = (element: Element) =>
      `${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ''}${element.className && typeof element.className === 'string' ? `.${element.className.trim().split(/\s+/).slice(0, 2).join('.')}` : ''}`;
    const leaks: { where: string; text: string }[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      const text = node.textContent ?? '';
      if (!parent || !cyrillic.test(text) || parent.closest('script, style, template, noscript') || isMongolian(parent))
        continue;
      leaks.push({ where: describe(parent), text: text.trim().slice(0, 80) });
    }
    for (const element of document.body.querySelectorAll('[alt], [title], [aria-label], [placeholder]')) {
      if (isMongolian(element)) continue;
      for (const name of ['alt', 'title', 'aria-label', 'placeholder']) {
        const value = element.getAttribute(name) ?? '';
        if (cyrillic.test(value)) leaks.push({ where: `${describe(element)}[${name}]`, text: value.slice(0, 80) });
      }
    }

    return leaks;
  });
}

/** Every leak of a page once, with how often it occurs (a ticker repeats its items). */
function summary(leaks: readonly Leak[]): string[] {
  const counts = new Map<string, number>();
  for (const leak of leaks) {
    const key = `${leak.where}: ${leak.text}`;
    counts.set(key, (counts.get(key) ?? 0) + 1);
  }

  return [...counts].map(([key, count]) => (count > 1 ? `${key} (×${count})` : key));
}

test.describe('[ENGLISH]', () => {
  test.describe.configure({ timeout: 180_000 });

  test('[ENGLISH]: the English pages show no Mongolian text that is not marked Mongolian', async ({ page }) => {
    await page.goto('/en/mm/blog/8=1');
    const newsItem = await page.locator('main article a[href^="/en/mm/detail/"]').first().getAttribute('href');
    expect(newsItem).toBeTruthy();

    const found: string[] = [];
    for (const path of [...ENGLISH_PAGES, newsItem ?? '']) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(200);
      await expect(page.locator('html')).toHaveAttribute('lang', 'en');
      // The association's ticker fills in once the page runs: its entries are walked too.
      if (path.startsWith('/en/mm')) await expect(page.locator('.tk .tk-view, .tk p').first()).toBeAttached();
      for (const leak of summary(await cyrillicLeaks(page))) found.push(`${path} ${leak}`);
    }

    expect(found).toEqual([]);
  });
});
