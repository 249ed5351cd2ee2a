import type { APIRequestContext } from '@playwright/test';

import { pageScriptSources } from '../../cache-handler/defer-page-scripts.mjs';
import { HYDRATED_ATTRIBUTE } from '@/components/layout/hydration-mark';

import { holdRequests, PAGE_SCRIPTS } from '../fixtures/held-requests';
import { expect, test } from '../fixtures/test';

const REGISTER = '/mw/register';
const INCOMPLETE = 'Уучлаарай, бүртгэл хэсгийг бүрэн бөглөнө үү.';

/**
 * The stored page's scripts, split into the one that marks the page alive and the others: holding that one back
 * lets React hydrate the rest of the page but not commit it.
 */
async function pageScripts(request: APIRequestContext, path: string): Promise<{ mark: string; others: string[] }> {
  const html = await (await request.get(path)).text();
  const sources = pageScriptSources(html).filter((source) => source.startsWith('/_next/static/chunks/'));
  for (const source of sources) {
    if ((await (await request.get(source)).text()).includes(HYDRATED_ATTRIBUTE)) {
      return { mark: source, others: sources.filter((other) => other !== source) };
    }
  }
  throw new Error(`no script of ${path} marks the page alive`);
}

test.describe('[LOADER] a stored page coming alive', () => {
  test('[LOADER]: a registration sent while React has reached the form but not yet committed the page is answered once it has', async ({
    page,
    request,
  }) => {
    await request.get(REGISTER);
    const scripts = await pageScripts(request, REGISTER);
    const releaseMark = await holdRequests(page, `**${scripts.mark}`);
    const othersLoaded = Promise.all(
      scripts.others.map((source) => page.waitForResponse((response) => response.url().endsWith(source))),
    );
    await page.goto(REGISTER, { waitUntil: 'domcontentloaded' });
    await othersLoaded;
    // Every other script has run and the page has painted since: React has hydrated the form, but cannot commit
    // the page without the held script.
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    const form = page.getByRole('form', { name: /Бүртгүүлэх/ });
    await form.getByRole('button', { name: 'Бүртгүүлэх' }).click();
    await expect(page.locator('html')).not.toHaveAttribute(HYDRATED_ATTRIBUTE);
    releaseMark();

    await expect(page.locator('html')).toHaveAttribute(HYDRATED_ATTRIBUTE, '');
    await expect(form.getByRole('alert')).toHaveText(INCOMPLETE);
    expect(new URL(page.url()).search).toBe('');
  });

  test('[LOADER]: a registration sent in the instant the page comes alive is answered', async ({ page, request }) => {
    await request.get(REGISTER);
    const releaseScripts = await holdRequests(page, PAGE_SCRIPTS);
    await page.goto(REGISTER, { waitUntil: 'domcontentloaded' });
    const form = page.getByRole('form', { name: /Бүртгүүлэх/ });
    // Sent from the same task that marks the page, before anything else can run.
    await form.getByRole('button', { name: 'Бүртгүүлэх' }).evaluate((button, attribute) => {
      const observer = new MutationObserver(() => {
        if (!document.documentElement.hasAttribute(attribute)) return;
        observer.disconnect();
        (button as HTMLButtonElement).click();
      });
      observer.observe(document.documentElement, { attributes: true, attributeFilter: [attribute] });
    }, HYDRATED_ATTRIBUTE);
    releaseScripts();

    await expect(page.locator('html')).toHaveAttribute(HYDRATED_ATTRIBUTE, '');
    await expect(form.getByRole('alert')).toHaveText(INCOMPLETE);
    expect(new URL(page.url()).search).toBe('');
  });
});
