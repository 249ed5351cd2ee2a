import createIntlMiddleware from 'next-intl/middleware';
import { NextRequest, NextResponse } from 'next/server';

import { VIEW_ROUTE, viewSegmentOf } from '@/lib/directory/view-segment';
import { canonicalRecordPath } from '@/lib/http/canonical-record-path';
import { decodablePath } from '@/lib/http/decodable-path';
import {
  ENGLISH_SWITCH_PARAM,
  isEnglishPath,
  LOCALE_COOKIE_MAX_AGE_SECONDS,
  shieldEncodedPercent,
  switchQuery,
  unprefixedMongolianPath,
} from '@/lib/i18n/locale-paths';
import { type Locale, LOCALE_COOKIE, routing } from '@/lib/i18n/routing';
import { nonceContentSecurityPolicy } from '@/lib/security/headers';
import { isPerRequestPage } from '@/lib/security/per-request-pages';
import { refuseServerAction } from '@/lib/write-guards/server-action-guard';

const intlMiddleware = createIntlMiddleware(routing);

const SESSION_COOKIES = ['next-auth.session-token', '__Secure-next-auth.session-token'];

/**
 * A fresh nonce policy, and the request's headers carrying it: Next.js reads the nonce from the request's CSP
 * header and puts it on its own scripts.
 */
function withNoncePolicy(request: NextRequest): { policy: string; headers: Headers } {
  const nonce = btoa(crypto.randomUUID());
  const policy = nonceContentSecurityPolicy(nonce);
  const headers = new Headers(request.headers);
  headers.set('Content-Security-Policy', policy);
  headers.set('x-nonce', nonce);

  return { policy, headers };
}

/** The back-office: a nonce CSP per response, and an early redirect of visitors (pages check again). */
function handleAdmin(request: NextRequest): NextResponse {
  const hasSessionCookie = SESSION_COOKIES.some((name) => request.cookies.has(name));
  if (!hasSessionCookie && request.nextUrl.pathname !== '/admin/login') {
    return NextResponse.redirect(new URL('/admin/login', request.url));
  }
  const { policy, headers } = withNoncePolicy(request);
  const response = NextResponse.next({ request: { headers } });
  response.headers.set('Content-Security-Policy', policy);

  return response;
}

/**
 * A public page rendered for this request only gets a nonce policy of its own, in place of the site-wide one
 * that lets inline scripts run (next.config.ts); stored pages carry the hashes of theirs instead.
 */
function routePage(request: NextRequest): NextResponse {
  if (!isPerRequestPage(forDirectoryView(request).nextUrl.pathname))
    return routeTo(forLocaleRouting(forDirectoryView(request)), request);
  const { policy, headers } = withNoncePolicy(request);
  const withPolicy = new NextRequest(request.nextUrl, { headers, method: request.method });
  const response = routeTo(forLocaleRouting(forDirectoryView(withPolicy)), withPolicy);
  response.headers.set('Content-Security-Policy', policy);

  return response;
}

/** Stores the visitor's language choice on the server, so it never depends on client JavaScript. */
function rememberLocale(response: NextResponse, locale: Locale): NextResponse {
  response.cookies.set(LOCALE_COOKIE, locale, { path: '/', maxAge: LOCALE_COOKIE_MAX_AGE_SECONDS, sameSite: 'lax' });

  return response;
}

/** The toggle's destination, with the query of the page it was clicked on when the link could not carry it. */
function switchRedirect(request: NextRequest, target: URL): NextResponse {
  target.search = switchQuery({ target, referrer: request.headers.get('referer') });

  return NextResponse.redirect(target);
}

/** The request next-intl sees: the same, with encoded percent signs protected from Next.js' double decoding. */
function forLocaleRouting(request: NextRequest): NextRequest {
  const shielded = shieldEncodedPercent(request.nextUrl.pathname);
  if (shielded === request.nextUrl.pathname) return request;
  const url = request.nextUrl.clone();
  url.pathname = shielded;

  return new NextRequest(url, { headers: request.headers, method: request.method });
}

/**
 * The directory home's browsing views (category, letter, page in the query) are served by the cached route
 * `/yellow-page/view/{segment}`; the visitor's address stays the seeds' query form. Searches stay per request.
 */
function forDirectoryView(request: NextRequest): NextRequest {
  const { pathname, searchParams } = request.nextUrl;
  if (pathname !== '/yellow-page' && pathname !== '/en/yellow-page') return request;
  const segment = viewSegmentOf(searchParams);
  if (segment === null) return request;
  const url = request.nextUrl.clone();
  url.pathname = `${pathname}/${VIEW_ROUTE}/${segment}`;
  // The view is in the path now; only the client router's cache-busting parameter goes along.
  const rscKey = searchParams.get('_rsc');
  url.search = rscKey === null ? '' : `?_rsc=${encodeURIComponent(rscKey)}`;

  return new NextRequest(url, { headers: request.headers, method: request.method });
}

/**
 * next-intl continues with the original address when the routed one needs no locale rewrite (English paths
 * are prefixed already): a changed address must then be rewritten to here, with next-intl's headers kept.
 */
function routeTo(routed: NextRequest, original: NextRequest): NextResponse {
  const response = intlMiddleware(routed);
  if (routed === original || !response.headers.has('x-middleware-next')) return response;
  const rewrite = NextResponse.rewrite(routed.nextUrl);
  response.headers.forEach((value, key) => {
    if (key !== 'x-middleware-next') rewrite.headers.set(key, value);
  });

  return rewrite;
}

export default async function proxy(request: NextRequest): Promise<Response> {
  const { pathname, search } = request.nextUrl;
  // A mistyped or cut link (`/mm/%ZZ`) goes to its escaped form, which its route answers with a 404, not a 500.
  const decodable = decodablePath(pathname);
  if (decodable !== pathname) return NextResponse.redirect(new URL(`${decodable}${search}`, request.url), 308);
  if (pathname.startsWith('/api/') || pathname.startsWith('/files/')) return NextResponse.next();
  const actionRefusal = await refuseServerAction(request, pathname);
  if (actionRefusal) return actionRefusal;
  // A record's id written with leading zeros or escapes (`/mm/detail/048`) goes to the record's one address.
  const recordPath = canonicalRecordPath(pathname);
  if (recordPath !== null) return NextResponse.redirect(new URL(`${recordPath}${search}`, request.url), 308);
  if (pathname === '/admin' || pathname.startsWith('/admin/')) return handleAdmin(request);

  // The toggle's Mongolian link /mn/mm/x: remember Mongolian, then show the page at its unprefixed address.
  const mongolianPath = unprefixedMongolianPath(pathname);
  if (mongolianPath !== null) {
    return rememberLocale(switchRedirect(request, new URL(`${mongolianPath}${search}`, request.url)), 'mn');
  }

  // Only the visitor's own earlier choice may move them to English; Accept-Language never does.
  const chosenLocale = request.cookies.get(LOCALE_COOKIE)?.value;
  if (!isEnglishPath(pathname) && chosenLocale === 'en') {
    return NextResponse.redirect(new URL(`/en${pathname}${search}`, request.url));
  }

  // The toggle's English link: remember English, then show the page at its plain address.
  if (isEnglishPath(pathname) && request.nextUrl.searchParams.has(ENGLISH_SWITCH_PARAM)) {
    const plain = new URL(request.nextUrl);
    plain.searchParams.delete(ENGLISH_SWITCH_PARAM);

    return rememberLocale(switchRedirect(request, plain), 'en');
  }

  return routePage(request);
}

export const config = {
  // Read by Next.js at build time: literal values only (proxy.test.ts holds them to LOCALE_COOKIE, the switch
  // parameter and PUBLIC_SITES). Route handlers (/metrics among them), Next's assets, stored files and files with an extension never
  // need the proxy unless their address has an escape. The sub-sites' pages at their plain and English addresses
  // are routed by next.config.ts' rewrites and pass the proxy only when it has something to do for them.
  matcher: [
    '/((?!api|_next|_vercel|files|metrics$|mm(?:/|$)|mw(?:/|$)|yellow-page(?:/|$)|en/(?:mm|mw|yellow-page)(?:/|$)|.*\\.(?:ico|png|jpg|jpeg|svg|webp|avif|txt|xml|pdf|mp4|webmanifest|js|css)$).*)',
    // An escape may not decode, or may be an encoded percent sign that Next.js would decode twice.
    '/(.*%.*)',
    // A Mongolian page asked for by the client router. After a rewrite from next.config.ts, Next.js tells the router
    // that the page was rendered without its query (an empty x-nextjs-rewritten-query), and the router then takes
    // `/mm/trade?tab=report` for the page it shows and never fetches it; the proxy's rewrite keeps the query.
    { source: '/(mm|mw|yellow-page)/:path*', has: [{ type: 'header', key: 'rsc' }] },
    // A Mongolian page while the visitor has chosen English.
    { source: '/(mm|mw|yellow-page)/:path*', has: [{ type: 'cookie', key: 'NEXT_LOCALE', value: 'en' }] },
    // The language toggle's English link.
    { source: '/en/:path*', has: [{ type: 'query', key: 'switch-language' }] },
    // A server action (named by its Next-Action header, or a form posted as multipart): its body is held to its
    // page's limit before Next.js reads it (lib/write-guards/server-action-guard.ts). From an English page, next-intl's
    // locale header is also how the action's getLocale() knows the page was English (a registration's
    // confirmation mail is in the page's language); without it, Mongolian.
    { source: '/:locale(en)?/(mm|mw|yellow-page)/:path*', has: [{ type: 'header', key: 'next-action' }] },
    {
      source: '/:locale(en)?/(mm|mw|yellow-page)/:path*',
      has: [{ type: 'header', key: 'content-type', value: 'multipart/form-data.*' }],
    },
    // A record's id written with leading zeros, redirected to its one address (lib/http/canonical-record-path.ts);
    // one written with escapes passes the proxy by the escape's rule below.
    '/:locale(en)?/mm/:kind(detail|page)/:id(0\\d+)',
    '/:locale(en)?/yellow-page/:id(0\\d+)',
    '/:locale(en)?/mw/:year(\\d{4})/news/detail/:id(0\\d+)',
    '/:locale(en)?/mw/:year(\\d{4})/category/:id(0\\d+)',
    // The public pages rendered per request, for their nonce policy (lib/security/per-request-pages.ts).
    '/:locale(en)?/mm/:page(blog|trade|member-assessment)',
    // A news search at /mm/blog/{term}={page}; a category's or month's list there (lib/news/blog-segment.ts
    // LIST_SEGMENT_PATTERN) is stored and never passes the proxy.
    '/:locale(en)?/mm/blog/:segment((?!(?:[1-9]\\d{0,8}|\\d{4}-(?:0[1-9]|1[0-2]))=[1-9]\\d{0,5}$)[^/]+)',
    '/:locale(en)?/yellow-page/meeting/:path*',
    // The directory home with a browsing or search query (lib/directory/view-segment.ts VIEW_QUERY_KEYS): the
    // proxy works out its view; without one, next.config.ts rewrites it to the view of the whole directory.
    { source: '/:locale(en)?/yellow-page', has: [{ type: 'query', key: 'main' }] },
    { source: '/:locale(en)?/yellow-page', has: [{ type: 'query', key: 'sub' }] },
    { source: '/:locale(en)?/yellow-page', has: [{ type: 'query', key: 'letter' }] },
    { source: '/:locale(en)?/yellow-page', has: [{ type: 'query', key: 'page' }] },
    { source: '/:locale(en)?/yellow-page', has: [{ type: 'query', key: 'q' }] },
  ],
};
