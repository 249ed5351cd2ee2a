import type { APIRequestContext, BrowserContext, Page } from '@playwright/test';

import { HYDRATED_ATTRIBUTE } from '@/components/layout/hydration-mark';

import { expect, test } from '../fixtures/test';

/** A common phone's viewport (Pixel 7 class): every public page fits its width without sideways scrolling. */
const PHONE = { width: 393, height: 851 };
const PUBLIC_SITES = /^\/(en\/)?(mm|mw|yellow-page)(\/|$|\?|=)/;

/**
 * States of a page that a person reaches from it and that the sitemap does not list (tabs, searches, further
 * pages), in Mongolian; each is checked in English too.
 */
const REACHED_STATES = [
  // A hash tab is read when the page comes alive: overflowOf loads each from a blank document.
  '/mm/member#2',
  '/mm/trade?tab=report',
  '/mm/member#3',
  '/mm/trade?tab=schedule&page=2',
  '/mm/blog?q=%D1%83%D1%83%D0%BB',
  '/mm/blog?q=no-such-news-anywhere',
  '/mm/report=2',
  '/mw/2025/gallery',
  '/mw/2023/category/5',
  '/yellow-page?q=%D0%B0',
  '/yellow-page/meeting/login',
];

const inEnglish = (path: string) => `/en${path}`;

/** The public pages the site lists in its own sitemap, as paths on the server under test. */
async function sitemapPaths(request: APIRequestContext): Promise<string[]> {
  const response = await request.get('/sitemap.xml');
  expect(response.status()).toBe(200);
  const locations = [...(await response.text()).matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1] ?? '');
  // The sitemap writes absolute addresses of the configured site: only the path and query matter here.
  const paths = locations.map((location) => {
    const url = new URL(location.replaceAll('&amp;', '&'));

    return decodeURI(url.pathname) + url.search;
  });

  return paths.filter((path) => PUBLIC_SITES.test(path));
}

/** How much wider than the viewport the page's document is, once the page is alive (0 when it fits). */
async function overflowOf(page: Page, path: string): Promise<number> {
  // The same page with another hash would only scroll, without a response to check nor a tab read anew.
  if (path.includes('#')) await page.goto('about:blank');
  const response = await page.goto(path);
  expect(response?.status(), path).toBeLessThan(400);
  await page.waitForFunction((attribute) => document.documentElement.hasAttribute(attribute), HYDRATED_ATTRIBUTE);

  return page.evaluate(
    () => document.documentElement.scrollWidth - Math.min(window.innerWidth, document.documentElement.clientWidth),
  );
}

/** Tabs of the one browser context, each reused for page after page: loads wait on the server, not on each other. */
const TABS = 3;

/** The pages of `paths` that scroll sideways on a phone, as `path (+overflow px)`. */
async function tooWideAmong(page: Page, context: BrowserContext, paths: string[]): Promise<string[]> {
  const tabs = [page, ...(await Promise.all(Array.from({ length: TABS - 1 }, () => context.newPage())))];
  const tooWide: string[] = [];
  let next = 0;
  await Promise.all(
    tabs.map(async (tab) => {
      for (let index = next++; index < paths.length; index = next++) {
        const path = paths[index] ?? '';
        const overflow = await overflowOf(tab, path);
        if (overflow > 0) tooWide.push(`${path} (+${overflow} px)`);
      }
    }),
  );

  return tooWide.sort();
}

/** Each site in a test of its own: a few hundred pages (every news item and company in both languages) each. */
const SITES = [
  { name: 'the association site', prefix: /^\/(en\/)?mm(\/|$|\?|=)/ },
  { name: 'the conference site', prefix: /^\/(en\/)?mw(\/|$|\?)/ },
  { name: 'the business directory', prefix: /^\/(en\/)?yellow-page(\/|$|\?)/ },
];

test.describe('phone width', () => {
  test.use({ viewport: PHONE, isMobile: true, hasTouch: true });
  test.describe.configure({ timeout: 300_000 });

  for (const site of SITES) {
    test(`[LAYOUT]: no page of ${site.name} in the sitemap, nor a tab or search reached from one, is wider than a phone`, async ({
      page,
      context,
      request,
    }) => {
      const listed = (await sitemapPaths(request)).filter((path) => site.prefix.test(path));
      const reached = [...REACHED_STATES, ...REACHED_STATES.map(inEnglish)].filter((path) => site.prefix.test(path));
      expect(listed.length).toBeGreaterThan(2);
      const paths = [...new Set([...listed, ...reached])];

      const tooWide = await tooWideAmong(page, context, paths);

      expect(tooWide, `${tooWide.length} of ${paths.length} pages scroll sideways at ${PHONE.width} px`).toEqual([]);
    });
  }

  test('[LAYOUT]: the sitemap lists the home and trade pages of every site in both languages', async ({ request }) => {
    expect(await sitemapPaths(request)).toEqual(
      expect.arrayContaining([
        '/mm',
        '/en/mm',
        '/mw',
        '/en/mw',
        '/yellow-page',
        '/en/yellow-page',
        '/mm/trade',
        '/en/mm/trade',
      ]),
    );
  });
});
