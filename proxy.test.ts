import * as pageStaticInfo from 'next/dist/build/analysis/get-page-static-info';
import type { ProxyMatcher } from 'next/dist/build/analysis/get-page-static-info';
import type { BaseNextRequest } from 'next/dist/server/base-http';
import { getMiddlewareRouteMatcher } from 'next/dist/shared/lib/router/utils/middleware-route-matcher';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

import { NextRequest } from 'next/server';
import { describe, expect, it } from 'vitest';

import { VIEW_QUERY_KEYS } from '@/lib/directory/view-segment';
import { ENGLISH_SWITCH_PARAM, languageSwitchHref } from '@/lib/i18n/locale-paths';
import { LOCALE_COOKIE } from '@/lib/i18n/routing';
import { PUBLIC_SITES } from '@/lib/i18n/site-rewrites';

import proxy, { config } from './proxy';

/** An address of each public page rendered per request, in both languages. */
const PER_REQUEST_ADDRESSES = [
  '/mm/blog?q=2024',
  '/en/mm/blog?q=2024',
  '/mm/blog/solar=1',
  '/en/mm/blog/2026-13=2',
  '/mm/trade',
  '/en/mm/trade?tab=report',
  '/mm/member-assessment',
  '/yellow-page?q=mining',
  '/en/yellow-page?q=mining',
  '/yellow-page/meeting/login',
  '/en/yellow-page/meeting/7',
];

// The compiler Next.js applies to `config.matcher` at build time; exported by the module but not in its types.
const { getMiddlewareMatchers } = pageStaticInfo as unknown as {
  getMiddlewareMatchers: (matcher: typeof config.matcher, nextConfig: object) => ProxyMatcher[];
};
const runsFor = getMiddlewareRouteMatcher(getMiddlewareMatchers(config.matcher, {}));

/** Whether Next.js runs the proxy for a request to `address` (path and query as sent) with `headers`. */
function proxyRuns(address: string, headers: Record<string, string> = {}): boolean {
  const url = new URL(address, 'http://localhost');
  const request = { headers } as unknown as BaseNextRequest;

  return runsFor(url.pathname, request, Object.fromEntries(url.searchParams));
}

describe('which requests pass the proxy', () => {
  it('leaves out the sub-sites plain and English pages, whose locale the rewrites give', () => {
    for (const site of PUBLIC_SITES) {
      for (const address of [`/${site}/contact`, `/en/${site}/contact?from=newsletter`]) expect(proxyRuns(address), address).toBe(false);
    }
    for (const address of ['/mm', '/en/mm', '/mw', '/en/mw', '/yellow-page', '/en/yellow-page?utm_source=x', '/yellow-page?q=']) {
      expect(proxyRuns(address), address).toBe(false);
    }
    for (const list of ['/mm/blog/8=1?_rsc=abc', '/en/mm/blog/8=2', '/mm/blog/2026-05=1']) expect(proxyRuns(list), list).toBe(false);
    expect(proxyRuns('/mm/contact', { cookie: `${LOCALE_COOKIE}=mn` })).toBe(false);
  });

  it('leaves out route handlers, assets and stored files without an escape', () => {
    for (const address of ['/api/mm/get/news', '/files/news/a.webp', '/_next/static/chunks/a.js', '/icons.svg', '/images/logo.svg', '/metrics']) {
      expect(proxyRuns(address), address).toBe(false);
    }
  });

  it('takes a Mongolian page when the visitor chose English, so that it redirects them', () => {
    expect(proxyRuns('/mm', { cookie: `${LOCALE_COOKIE}=en` })).toBe(true);
    expect(proxyRuns('/mw/agenda', { cookie: `theme=x; ${LOCALE_COOKIE}=en` })).toBe(true);
    expect(proxyRuns('/yellow-page/10', { cookie: `${LOCALE_COOKIE}=en` })).toBe(true);
  });

  it("takes the client router's requests for Mongolian pages, whose query its rewrite keeps", () => {
    for (const address of ['/mm/trade?tab=report&_rsc=abc', '/mm?_rsc=abc', '/mw/agenda?_rsc=abc', '/yellow-page/10?_rsc=abc']) {
      expect(proxyRuns(address, { rsc: '1' }), address).toBe(true);
    }
    expect(proxyRuns('/en/mm/contact?_rsc=abc', { rsc: '1' })).toBe(false);
  });

  it("takes a server action sent from an English page, whose language the action reads from next-intl", () => {
    for (const address of ['/en/mw/register', '/en/yellow-page/register', '/en/mm/contact']) {
      expect(proxyRuns(address, { 'next-action': '7f00' }), address).toBe(true);
    }
    expect(proxyRuns('/mw/register', { 'next-action': '7f00' })).toBe(false);
  });

  it("takes the language toggle's links in both directions", () => {
    const english = languageSwitchHref({ pathname: '/mm/contact', search: '?from=x', locale: 'en' });
    expect(new URL(english, 'http://localhost').searchParams.has(ENGLISH_SWITCH_PARAM)).toBe(true);
    expect(proxyRuns(english)).toBe(true);
    expect(proxyRuns(languageSwitchHref({ pathname: '/mm/contact', search: '', locale: 'mn' }))).toBe(true);
  });

  it('takes the directory home with a browsing or search query, whose view it works out', () => {
    for (const key of VIEW_QUERY_KEYS) {
      for (const home of ['/yellow-page', '/en/yellow-page']) expect(proxyRuns(`${home}?${key}=1`), `${home}?${key}=1`).toBe(true);
    }
    expect(proxyRuns('/yellow-page?utm_source=x&main=01')).toBe(true);
  });

  it('takes the pages rendered per request, which get a nonce policy of their own', () => {
    for (const address of PER_REQUEST_ADDRESSES) expect(proxyRuns(address), address).toBe(true);
  });

  it('takes escapes, the back-office and addresses outside the sub-sites', () => {
    for (const address of ['/mm/%ZZ', '/mm/blog/50%25=1', '/files/%A0', '/api/x/%ZZ']) {
      expect(proxyRuns(address), address).toBe(true);
    }
    for (const address of ['/admin', '/admin/news', '/mn/mm/x', '/unknown', '/en/unknown', '/mmx']) expect(proxyRuns(address), address).toBe(true);
  });
});

/** The Content-Security-Policy the proxy gives the response to `address`, if any. */
function responsePolicy(address: string, headers: Record<string, string> = {}): string | null {
  return proxy(new NextRequest(new URL(address, 'http://localhost'), { headers })).headers.get('content-security-policy');
}

describe('the nonce policy of a page rendered per request', () => {
  it('lets only scripts with a nonce fresh to each response run', () => {
    for (const address of PER_REQUEST_ADDRESSES) {
      const policy = responsePolicy(address);
      const nonce = /'nonce-([^']+)'/.exec(policy ?? '')?.[1];

      expect(nonce, address).toBeDefined();
      expect(/script-src ([^;]*)/.exec(policy ?? '')?.[1], address).not.toContain("'unsafe-inline'");
      expect(responsePolicy(address), address).not.toContain(`'nonce-${nonce}'`);
    }
    expect(responsePolicy('/mm/blog?q=2024')).toMatch(/frame-ancestors 'self'/);
  });

  it('is never given to a stored page, whose HTML every visitor shares', () => {
    for (const address of ['/mm/blog/8=1', '/en/mm/blog/2026-05=3', '/mm/contact', '/yellow-page?main=01', '/yellow-page/10', '/mw/agenda']) {
      expect(responsePolicy(address, { rsc: '1' }), address).toBeNull();
    }
  });

  it('covers every public page that renders per request', () => {
    const pages = readdirSync('app/[locale]', { recursive: true, encoding: 'utf8' }).filter((file) => file.endsWith('page.tsx'));
    const perRequest = pages.filter((file) => readFileSync(path.join('app/[locale]', file), 'utf8').includes("dynamic = 'force-dynamic'"));
    // The route's address: route groups and the locale left out, a dynamic segment filled in.
    const addresses = perRequest
      .map((file) => `/${path.dirname(file)}`.replace(/\/\([^)]+\)/g, '').replace(/\[[^\]]+\]/g, '7'))
      // The directory home's own route renders its search; without one, the home is a stored view.
      .map((address) => (address === '/yellow-page' ? '/yellow-page?q=mining' : address));

    expect(addresses.length).toBeGreaterThan(3);
    for (const address of addresses) {
      expect(proxyRuns(address), address).toBe(true);
      expect(responsePolicy(address), address).toMatch(/'nonce-/);
    }
  });
});
