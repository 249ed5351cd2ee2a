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
import { PUBLIC_SITES } from '@/lib/setup/site-rewrites';

import proxy, { config } from './proxy';

/** A record's address with its id written with leading zeros or escapes, and the record's one address. */
const LEADING_ZERO_REDIRECTS: Record<string, string> = {
  '/mm/detail/048': '/mm/detail/48',
  '/mm/page/020': '/mm/page/20',
  '/mm/detail/00': '/mm/detail/0',
  '/yellow-page/01': '/yellow-page/1',
  '/mw/2023/news/detail/05': '/mw/2023/news/detail/5',
  '/mw/2022/category/02': '/mw/2022/category/2',
  '/mm/detail/%3048': '/mm/detail/48',
  '/mm/detail/%34%38': '/mm/detail/48',
};
const LEADING_ZERO_ADDRESSES = Object.keys(LEADING_ZERO_REDIRECTS);

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
      for (const address of [`/${site}/contact`, `/en/${site}/contact?from=newsletter`])
        expect(proxyRuns(address), address).toBe(false);
    }
    for (const address of [
      '/mm',
      '/en/mm',
      '/mw',
      '/en/mw',
      '/yellow-page',
      '/en/yellow-page?utm_source=x',
      '/yellow-page?q=',
    ]) {
      expect(proxyRuns(address), address).toBe(false);
    }
    for (const list of ['/mm/blog/8=1?_rsc=abc', '/en/mm/blog/8=2', '/mm/blog/2026-05=1'])
      expect(proxyRuns(list), list).toBe(false);
    expect(proxyRuns('/mm/contact', { cookie: `${LOCALE_COOKIE}=mn` })).toBe(false);
  });

  it('leaves out route handlers, assets and stored files without an escape', () => {
    for (const address of [
      '/api/mm/get/news',
      '/files/news/a.webp',
      '/_next/static/chunks/a.js',
      '/icons.svg',
      '/images/logo.svg',
      '/metrics',
    ]) {
      expect(proxyRuns(address), address).toBe(false);
    }
  });

  it('takes a Mongolian page when the visitor chose English, so that it redirects them', () => {
    expect(proxyRuns('/mm', { cookie: `${LOCALE_COOKIE}=en` })).toBe(true);
    expect(proxyRuns('/mw/agenda', { cookie: `theme=x; ${LOCALE_COOKIE}=en` })).toBe(true);
    expect(proxyRuns('/yellow-page/10', { cookie: `${LOCALE_COOKIE}=en` })).toBe(true);
  });

  it("takes the client router's requests for Mongolian pages, whose query its rewrite keeps", () => {
    for (const address of [
      '/mm/trade?tab=report&_rsc=abc',
      '/mm?_rsc=abc',
      '/mw/agenda?_rsc=abc',
      '/yellow-page/10?_rsc=abc',
    ]) {
      expect(proxyRuns(address, { rsc: '1' }), address).toBe(true);
    }
    expect(proxyRuns('/en/mm/contact?_rsc=abc', { rsc: '1' })).toBe(false);
  });

  it('takes every server action on the public sites, whose body it checks; from an English page, next-intl reads its language', () => {
    for (const address of [
      '/en/mw/register',
      '/en/yellow-page/register',
      '/en/mm/contact',
      '/mw/register',
      '/mm/member',
      '/mm',
      '/yellow-page/register',
    ]) {
      expect(proxyRuns(address, { 'next-action': '7f00' }), address).toBe(true);
      expect(proxyRuns(address, { 'content-type': 'multipart/form-data; boundary=x' }), address).toBe(true);
    }
    expect(proxyRuns('/mm/member', { 'content-type': 'text/plain' })).toBe(false);
  });

  it('takes a record id written with leading zeros or escapes, and leaves the id as its pages write it to the rewrites', () => {
    for (const address of LEADING_ZERO_ADDRESSES) {
      expect(proxyRuns(address), address).toBe(true);
      expect(proxyRuns(`/en${address}`), `/en${address}`).toBe(true);
    }
    for (const address of [
      '/mm/detail/48',
      '/mm/page/20',
      '/mm/detail/0',
      '/yellow-page/1',
      '/yellow-page/10',
      '/mw/2023/news/detail/5',
      '/mw/2022/category/2',
      '/en/mm/detail/48',
    ]) {
      expect(proxyRuns(address), address).toBe(false);
    }
  });

  it("takes the language toggle's links in both directions", () => {
    const english = languageSwitchHref({ pathname: '/mm/contact', search: '?from=x', locale: 'en' });
    expect(new URL(english, 'http://localhost').searchParams.has(ENGLISH_SWITCH_PARAM)).toBe(true);
    expect(proxyRuns(english)).toBe(true);
    expect(proxyRuns(languageSwitchHref({ pathname: '/mm/contact', search: '', locale: 'mn' }))).toBe(true);
  });

  it('takes the directory home with a browsing or search query, whose view it works out', () => {
    for (const key of VIEW_QUERY_KEYS) {
      for (const home of ['/yellow-page', '/en/yellow-page'])
        expect(proxyRuns(`${home}?${key}=1`), `${home}?${key}=1`).toBe(true);
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
    for (const address of ['/admin', '/admin/news', '/mn/mm/x', '/unknown', '/en/unknown', '/mmx'])
      expect(proxyRuns(address), address).toBe(true);
  });
});

/** The Content-Security-Policy the proxy gives the response to `address`, if any. */
async function responsePolicy(address: string, headers: Record<string, string> = {}): Promise<string | null> {
  return (await proxy(new NextRequest(new URL(address, 'http://localhost'), { headers }))).headers.get(
    'content-security-policy',
  );
}

describe('the nonce policy of a page rendered per request', () => {
  it('lets only scripts with a nonce fresh to each response run', async () => {
    for (const address of PER_REQUEST_ADDRESSES) {
      const policy = await responsePolicy(address);
      const nonce = /'nonce-([^']+)'/.exec(policy ?? '')?.[1];

      expect(nonce, address).toBeDefined();
      expect(/script-src ([^;]*)/.exec(policy ?? '')?.[1], address).not.toContain("'unsafe-inline'");
      expect(await responsePolicy(address), address).not.toContain(`'nonce-${nonce}'`);
    }
    expect(await responsePolicy('/mm/blog?q=2024')).toMatch(/frame-ancestors 'self'/);
  });

  it('is never given to a stored page, whose HTML every visitor shares', async () => {
    for (const address of [
      '/mm/blog/8=1',
      '/en/mm/blog/2026-05=3',
      '/mm/contact',
      '/yellow-page?main=01',
      '/yellow-page/10',
      '/mw/agenda',
    ]) {
      expect(await responsePolicy(address, { rsc: '1' }), address).toBeNull();
    }
  });

  it('covers every public page that renders per request', async () => {
    const pages = readdirSync('app/[locale]', { recursive: true, encoding: 'utf8' }).filter((file) =>
      file.endsWith('page.tsx'),
    );
    const perRequest = pages.filter((file) =>
      readFileSync(path.join('app/[locale]', file), 'utf8').includes("dynamic = 'force-dynamic'"),
    );
    // The route's address: route groups and the locale left out, a dynamic segment filled in.
    const addresses = perRequest
      .map((file) => `/${path.dirname(file)}`.replace(/\/\([^)]+\)/g, '').replace(/\[[^\]]+\]/g, '7'))
      // The directory home's own route renders its search; without one, the home is a stored view.
      .map((address) => (address === '/yellow-page' ? '/yellow-page?q=mining' : address));

    expect(addresses.length).toBeGreaterThan(3);
    for (const address of addresses) {
      expect(proxyRuns(address), address).toBe(true);
      expect(await responsePolicy(address), address).toMatch(/'nonce-/);
    }
  });
});

describe('a record id written with leading zeros or escapes', () => {
  it("is redirected for good (308) to the record's one address, in its language and with its query", async () => {
    for (const [address, canonical] of Object.entries(LEADING_ZERO_REDIRECTS)) {
      for (const locale of ['', '/en']) {
        const response = await proxy(new NextRequest(`http://localhost${locale}${address}?from=newsletter&page=2`));

        expect(response.status, address).toBe(308);
        expect(response.headers.get('location'), address).toBe(
          `http://localhost${locale}${canonical}?from=newsletter&page=2`,
        );
      }
    }
  });
});

/** A server action's POST to `address`, as React's action client sends one (Next-Action header, same origin). */
function actionPost(
  address: string,
  { type, body, headers = {} }: { type: string; body: BodyInit; headers?: Record<string, string> },
) {
  const size =
    typeof body === 'string'
      ? new TextEncoder().encode(body).byteLength
      : body instanceof Uint8Array
        ? body.byteLength
        : null;
  const length: Record<string, string> = size === null ? {} : { 'content-length': String(size) };

  return proxy(
    new NextRequest(`http://localhost${address}`, {
      method: 'POST',
      duplex: 'half',
      headers: { 'next-action': '7f3a', 'content-type': type, 'sec-fetch-site': 'same-origin', ...length, ...headers },
      body,
    }),
  );
}

/** A multipart body as a browser sends it: `fields` as text parts, then a file of `fileBytes` bytes. */
function multipartBody(boundary: string, fields: Record<string, string>, fileBytes: number): Uint8Array<ArrayBuffer> {
  const parts = Object.entries(fields).map(
    ([name, value]) => `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
  );
  const fileHead = `--${boundary}\r\nContent-Disposition: form-data; name="1_image"; filename="logo.png"\r\nContent-Type: image/png\r\n\r\n`;
  const encoder = new TextEncoder();

  return new Uint8Array([
    ...encoder.encode(parts.join('') + fileHead),
    ...new Uint8Array(fileBytes),
    ...encoder.encode(`\r\n--${boundary}--\r\n`),
  ]);
}

const MULTIPART = 'multipart/form-data; boundary=----formdata-x';
const wasPassedOn = (response: Response) =>
  response.status === 200 &&
  (response.headers.has('x-middleware-next') || response.headers.has('x-middleware-rewrite'));

describe('a server action on a public page', () => {
  it('is passed on to Next.js when its body is what React sends: an argument list, or a whole multipart form', async () => {
    const json = await actionPost('/mm/member', {
      type: 'text/plain;charset=UTF-8',
      body: '[{"name":"Бат","email":"bat@example.com"}]',
    });
    const form = await actionPost('/yellow-page/register', {
      type: MULTIPART,
      body: multipartBody('----formdata-x', { 0: '["$K1"]', '1_nameMn': 'Говь' }, 1024 * 1024),
    });
    const english = await actionPost('/en/mw/register', { type: 'text/plain;charset=UTF-8', body: '[{}]' });

    expect(wasPassedOn(json)).toBe(true);
    expect(wasPassedOn(form)).toBe(true);
    expect(wasPassedOn(english)).toBe(true);
  });

  it('answers a body that is no argument list, or an unfinished multipart form, with 400 and the reason', async () => {
    const bodies = [
      { type: 'text/plain;charset=UTF-8', body: 'garbage' },
      { type: 'text/plain;charset=UTF-8', body: '{"name":"Бат"}' },
      { type: 'multipart/form-data', body: 'garbage' },
      { type: MULTIPART, body: 'garbage' },
      { type: MULTIPART, body: '------formdata-x\r\nContent-Disposition: form-data; name="0"\r\n\r\n["$K1"]\r\n' },
    ];
    for (const body of bodies) {
      const response = await actionPost('/mm/member', body);

      expect(response.status, body.body).toBe(400);
      expect(await response.json()).toEqual({ message: 'Хүсэлтийн агуулга буруу бүтэцтэй байна.' });
    }
  });

  it('answers a body of a type React never sends with 415', async () => {
    const response = await actionPost('/mw/register', {
      type: 'application/x-www-form-urlencoded',
      body: 'name=x',
      headers: { 'accept-language': 'en' },
    });

    expect(response.status).toBe(415);
    expect(await response.json()).toEqual({
      message: 'Unsupported request type: send it as text/plain, multipart/form-data.',
    });
  });

  it("answers a body over its form's limit with 413, announced or streamed: 64 KB of JSON, the registration's logo", async () => {
    const stream = new ReadableStream<Uint8Array>({
      start(controller) {
        for (let index = 0; index < 40; index += 1) controller.enqueue(new Uint8Array(64 * 1024).fill(0x20));
        controller.close();
      },
    });
    const announced = await actionPost('/mm/member', {
      type: 'text/plain;charset=UTF-8',
      body: `[${' '.repeat(100 * 1024)}]`,
    });
    const streamed = await actionPost('/en/mm/member', {
      type: 'text/plain;charset=UTF-8',
      body: stream,
      headers: { referer: 'http://localhost/en/mm/member' },
    });
    const logo = await actionPost('/yellow-page/register', {
      type: MULTIPART,
      body: multipartBody('----formdata-x', { 0: '["$K1"]' }, 6 * 1024 * 1024),
    });

    expect(announced.status).toBe(413);
    expect(await announced.json()).toEqual({ message: 'Хүсэлт хэт том байна: 64 KB-аас ихгүй байх ёстой.' });
    expect(streamed.status).toBe(413);
    expect(await streamed.json()).toEqual({ message: 'The request is too large: at most 64 KB.' });
    expect(logo.status).toBe(413);
  });

  it("holds the staff sign-in page to 64 KB, and leaves the back-office's forms to Next.js' own limit", async () => {
    const signIn = await actionPost('/admin/login', {
      type: 'text/plain;charset=UTF-8',
      body: `[${' '.repeat(100 * 1024)}]`,
    });
    const staffForm = await actionPost('/admin/yellow/add', {
      type: MULTIPART,
      body: multipartBody('----formdata-x', { 0: '["$K1"]' }, 5 * 1024 * 1024),
      headers: { cookie: 'next-auth.session-token=x' },
    });

    expect(signIn.status).toBe(413);
    expect(wasPassedOn(staffForm)).toBe(true);
  });
});
