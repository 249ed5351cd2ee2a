import { randomBytes } from 'node:crypto';

import type { APIRequestContext } from '@playwright/test';

import { E2E_PAGE_CACHE_MAX_ENTRIES } from '../../playwright.config';

import { expect, test } from '../fixtures/test';

// The page cache keeps the pages readers use. The suite's server keeps few pages (playwright.config.ts), so a
// flood a little larger than that shows whether made-up addresses take their place.
const READER_PAGES = ['/mm/blog/8=1', '/en/mm/blog/13=1', '/yellow-page?main=01'];

/** Addresses a stranger can make up without end: search terms, unknown addresses, categories and months. */
const MADE_UP: Array<(token: string) => string> = [
  (token) => `/mm/blog/${encodeURIComponent(`хайлт ${token}`)}=1`,
  (token) => `/en/mm/blog/${token}=1`,
  (token) => `/mm/${token}`,
  // A well-formed id no category has (at most six digits: a longer `sub` is not a category and is ignored, the
  // whole directory's stored page answering).
  (token) => `/yellow-page?sub=${100_000 + (parseInt(token.slice(0, 5), 16) % 900_000)}`,
  (token) => `/yellow-page?q=${token}`,
  (token) =>
    `/mm/blog/${1000 + (parseInt(token.slice(0, 3), 16) % 900)}-0${1 + (parseInt(token.slice(3, 4), 16) % 9)}=1`,
];

const madeUpAddress = (index: number): string =>
  MADE_UP[index % MADE_UP.length]?.(randomBytes(6).toString('hex')) ?? '/mm';

async function cacheStatus(request: APIRequestContext, path: string): Promise<string | undefined> {
  const response = await request.get(path, { maxRedirects: 0 });

  return response.headers()['x-nextjs-cache'];
}

/** Asks until the cache answers, as readers' repeated visits do (the first visit renders and stores the page). */
async function expectStored(request: APIRequestContext, path: string): Promise<void> {
  await expect.poll(() => cacheStatus(request, path), { message: path, intervals: [0] }).toBe('HIT');
}

test.describe('[PAGE-CACHE]', () => {
  test('[PAGE-CACHE]: a search, an unknown address, category or month is rendered per request, never stored', async ({
    request,
  }) => {
    for (let kind = 0; kind < MADE_UP.length; kind += 1) {
      const address = madeUpAddress(kind);
      const first = await request.get(address, { maxRedirects: 0 });
      expect(first.status(), address).toBeLessThan(500);
      expect(await cacheStatus(request, address), address).not.toBe('HIT');
    }
    const search = await request.get(`/mm/blog/${encodeURIComponent('уурхай')}=1`);
    expect(search.status()).toBe(200);
    expect(search.headers()['cache-control']).toContain('no-store');
  });

  test('[PAGE-CACHE]: the reader pages stay stored while a stranger requests more made-up addresses than the cache holds', async ({
    request,
  }) => {
    test.setTimeout(240_000);
    for (const page of READER_PAGES) await expectStored(request, page);

    for (let start = 0; start < E2E_PAGE_CACHE_MAX_ENTRIES + 60; start += 4) {
      const batch = [0, 1, 2, 3].map((offset) => madeUpAddress(start + offset));
      const statuses = await Promise.all(
        batch.map(async (address) => (await request.get(address, { maxRedirects: 0 })).status()),
      );
      statuses.forEach((status, index) => expect(status, batch[index]).toBeLessThan(500));
    }

    // Served from the cache: fresh, or past its freshness while a background render renews it.
    for (const page of READER_PAGES) expect(['HIT', 'STALE'], page).toContain(await cacheStatus(request, page));
  });
});
