import type { APIResponse, Page } from '@playwright/test';

import { cspViolations, recordCspViolations } from '../fixtures/csp';
import { waitForHydration } from '../fixtures/hydration';
import { expect, test } from '../fixtures/test';

/** Every value of a header the response carries, each separately (a page may carry two policies). */
const valuesOf = (response: APIResponse, name: string) =>
  response
    .headersArray()
    .filter((header) => header.name.toLowerCase() === name)
    .map((header) => header.value);

/** The sources a policy's script-src allows, or null when it has none. */
function scriptSources(policy: string): string[] | null {
  const directive = policy
    .split(';')
    .map((part) => part.trim())
    .find((part) => part.startsWith('script-src '));

  return directive ? directive.split(/\s+/).slice(1) : null;
}

/** The headers every answer carries, whatever it is; on this plain-HTTP server, no Strict-Transport-Security. */
function expectSiteWideHeaders(response: APIResponse, what: string) {
  expect(valuesOf(response, 'x-content-type-options'), what).toEqual(['nosniff']);
  expect(valuesOf(response, 'referrer-policy'), what).toEqual(['strict-origin-when-cross-origin']);
  expect(valuesOf(response, 'x-frame-options'), what).toEqual(['SAMEORIGIN']);
  expect(valuesOf(response, 'permissions-policy')[0], what).toMatch(/camera=\(\), microphone=\(\), geolocation=\(\)/);
  expect(valuesOf(response, 'strict-transport-security'), what).toEqual([]);
  const policies = valuesOf(response, 'content-security-policy');
  expect(
    policies.some((policy) => policy.includes("frame-ancestors 'self'") && policy.includes("object-src 'none'")),
    what,
  ).toBe(true);
}

/**
 * A browser enforces every policy: an inline script runs only if each one lets it. Some policy must let inline
 * scripts run only by their hash or the response's nonce, never by 'unsafe-inline'.
 */
function strictScriptPolicies(response: APIResponse): string[][] {
  return valuesOf(response, 'content-security-policy')
    .map(scriptSources)
    .filter((sources): sources is string[] => sources !== null && !sources.includes("'unsafe-inline'"));
}

test.describe('[SECURITY]', () => {
  test('[SECURITY]: a stored public page carries every security header and runs only its own inline scripts, from its first answer on', async ({
    request,
  }) => {
    const first = await request.get('/en/mw/contact');
    const again = await request.get('/en/mw/contact');

    // Served from the store: fresh (HIT), or past its revalidation time while a new copy renders (STALE).
    expect(['HIT', 'STALE']).toContain(again.headers()['x-nextjs-cache']);
    for (const [response, what] of [
      [first, 'first answer'],
      [again, 'stored answer'],
    ] as const) {
      expect(response.status()).toBe(200);
      expectSiteWideHeaders(response, what);
      const [strict] = strictScriptPolicies(response);
      expect(strict, what).toBeDefined();
      expect(strict?.filter((source) => source.startsWith("'sha256-")).length, what).toBeGreaterThan(0);
    }
    // Every visitor shares the stored HTML: a nonce in it would be no secret.
    expect(await again.text()).not.toContain(' nonce=');
  });

  test('[SECURITY]: a page rendered per request runs only scripts with the nonce of its own answer', async ({
    request,
  }) => {
    for (const address of [
      '/mm/blog?q=2024',
      '/mm/blog/%D0%B0%D0%BB%D1%82%D0%B0%D0%BD=1',
      '/en/yellow-page?q=mining',
      '/mm/trade',
      '/yellow-page/meeting/login',
    ]) {
      const response = await request.get(address);
      expect(response.status(), address).toBe(200);
      expectSiteWideHeaders(response, address);
      const [strict, ...others] = strictScriptPolicies(response);
      expect(others, address).toEqual([]);
      const nonce = strict?.find((source) => source.startsWith("'nonce-"))?.slice("'nonce-".length, -1);
      expect(nonce, address).toBeDefined();
      expect(await response.text(), address).toContain(`nonce="${nonce}"`);
    }
  });

  test('[SECURITY]: a 404, an API answer and a stored file carry every security header', async ({ request }) => {
    const missing = await request.get('/mm/no-such-page');
    expect(missing.status()).toBe(404);
    expectSiteWideHeaders(missing, '404 page');
    expect(strictScriptPolicies(missing)).toHaveLength(1);

    const api = await request.get('/api/health');
    expect(api.headers()['content-type']).toContain('application/json');
    expectSiteWideHeaders(api, 'API answer');

    const home = await (await request.get('/mm')).text();
    const file = /"(\/files\/[^"?]+)"/.exec(home)?.[1];
    expect(file).toBeDefined();
    const download = await request.get(file ?? '');
    expect(download.status()).toBe(200);
    expectSiteWideHeaders(download, 'stored file');
  });

  test('[SECURITY]: the back-office runs only scripts with the nonce of its own answer', async ({ request }) => {
    const login = await request.get('/admin/login');
    expect(login.status()).toBe(200);
    expectSiteWideHeaders(login, 'back-office');
    const [policy, ...others] = valuesOf(login, 'content-security-policy');
    expect(others).toEqual([]);
    const nonce = /'nonce-([^']+)'/.exec(policy ?? '')?.[1];
    expect(nonce).toBeDefined();
    expect(scriptSources(policy ?? '')).not.toContain("'unsafe-inline'");
    expect(await login.text()).toContain(`nonce="${nonce}"`);

    const next = await request.get('/admin/login');
    expect(valuesOf(next, 'content-security-policy')[0]).not.toContain(`'nonce-${nonce}'`);
  });
});

/** Opens a page and waits until its scripts (loaded after the first paint on a stored page) have hydrated it. */
async function openAlive(page: Page, address: string) {
  const response = await page.goto(address);
  await waitForHydration(page.locator('body'));

  return response;
}

test.describe('[SECURITY] in the browser', () => {
  const PAGES = [
    '/mm',
    '/mm/blog/8=1',
    '/mm/contact',
    '/mm/about',
    '/mm/trade',
    '/mw',
    '/mw/agenda',
    '/mw/about',
    '/yellow-page',
    '/yellow-page/10',
    '/en/mm',
    '/en/mw',
    '/en/yellow-page',
    '/mm/blog?q=2024',
    '/yellow-page?q=mining',
    '/mm/no-such-page',
  ];

  test('[SECURITY]: the main pages, in both languages, come alive without one script blocked by their policy', async ({
    page,
  }) => {
    test.setTimeout(240_000);
    await recordCspViolations(page);

    for (const address of PAGES) {
      // First as rendered for its first visitor, then as stored, with its scripts loaded after the first paint.
      for (const visit of ['first', 'again']) {
        await openAlive(page, address);
        expect(await cspViolations(page), `${address} (${visit})`).toEqual([]);
      }
    }
  });

  test("[SECURITY]: a news item opened from the list by the client router runs under the first page's policy without a violation", async ({
    page,
  }) => {
    await recordCspViolations(page);
    await openAlive(page, '/mm/blog/8=1');
    await page.evaluate(() => {
      (window as Window & { sameDocument?: boolean }).sameDocument = true;
    });

    await page.locator('main article a[href^="/mm/detail/"]').first().click();

    await expect(page).toHaveURL(/\/mm\/detail\/\d+$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(await page.evaluate(() => (window as Window & { sameDocument?: boolean }).sameDocument)).toBe(true);
    expect(await cspViolations(page)).toEqual([]);
  });

  test.describe(() => {
    // The policy refusing the slipped-in script is what this test checks; the browser logs the refusal.
    test.use({
      expectedPageErrors: [
        /: Executing inline script violates the following Content Security Policy directive 'script-src /,
      ],
    });

    test('[SECURITY]: an inline script slipped into a stored page does not run', async ({ page }) => {
      await recordCspViolations(page);
      await page.request.get('/mm/contact');
      // The stored page as it would reach a reader with a script added to its HTML on the way (stored XSS).
      await page.route('**/mm/contact', async (route) => {
        const response = await route.fetch();
        const html = (await response.text()).replace('</body>', '<script>window.slippedIn = true</script></body>');
        await route.fulfill({ response, body: html });
      });

      await openAlive(page, '/mm/contact');

      expect(await page.evaluate(() => (window as Window & { slippedIn?: boolean }).slippedIn)).toBeUndefined();
      expect(await cspViolations(page)).toEqual([expect.stringMatching(/^script-src/)]);
    });
  });
});
