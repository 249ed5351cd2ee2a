import { readdirSync, statSync } from 'node:fs';
import path from 'node:path';

import { E2E_PORT } from '../../playwright.config';

import { expect, test } from '../fixtures/test';

const ADMIN_APP = path.resolve('app', '(admin)', 'admin');
/** Values for dynamic segments: a static page's cid and a row id that exist in the demo data. */
const SAMPLE_PARAMS: Record<string, string> = { cid: '20', id: '1' };

/** Every admin page on disk as a URL: route groups dropped, dynamic segments filled, catch-alls skipped. */
function adminPageUrls(folder: string, prefix: string): string[] {
  return readdirSync(folder).flatMap((name) => {
    const full = path.join(folder, name);
    if (statSync(full).isDirectory()) {
      if (name.startsWith('_') || name.startsWith('[...')) return [];
      const dynamic = /^\[(\w+)\]$/.exec(name)?.[1];
      const segment = /^\(.*\)$/.test(name) ? '' : `/${dynamic ? (SAMPLE_PARAMS[dynamic] ?? '1') : name}`;

      return adminPageUrls(full, `${prefix}${segment}`);
    }

    return name === 'page.tsx' ? [prefix] : [];
  });
}

const PAGES = adminPageUrls(ADMIN_APP, '/admin').filter((url) => url !== '/admin/login');

test.describe('[ADMIN] guard', () => {
  test('[ADMIN]: finds the admin screens on disk', () => {
    expect(PAGES).toContain('/admin/dashboard');
  });

  for (const url of PAGES) {
    test(`[ADMIN]: ${url} sends a visitor to the login page, even past the early redirect`, async ({ browser }) => {
      // A cookie with the session's name but no valid session gets past proxy.ts's early redirect, so the page's own
      // server-side check is what answers.
      const context = await browser.newContext({ storageState: { cookies: [], origins: [] } });
      await context.addCookies([
        { name: 'next-auth.session-token', value: 'forged', url: `http://localhost:${E2E_PORT}` },
      ]);
      const response = await context.request.get(url, { maxRedirects: 0 });

      expect([303, 307]).toContain(response.status());
      expect(response.headers().location).toMatch(/\/admin\/login$/);
      await context.close();
    });
  }
});
