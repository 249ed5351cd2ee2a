import createIntlMiddleware from 'next-intl/middleware';
import { type NextRequest, NextResponse } from 'next/server';

import { LOCALE_COOKIE, routing } from '@/lib/i18n/routing';
import { nonceContentSecurityPolicy } from '@/lib/security/headers';

const intlMiddleware = createIntlMiddleware(routing);

const SESSION_COOKIES = ['next-auth.session-token', '__Secure-next-auth.session-token'];

/** The back-office: a nonce CSP per response, and an early redirect of visitors (pages check again). */
function handleAdmin(request: NextRequest): NextResponse {
  const hasSessionCookie = SESSION_COOKIES.some((name) => request.cookies.has(name));
  if (!hasSessionCookie && request.nextUrl.pathname !== '/admin/login') {
    return NextResponse.redirect(new URL('/admin/login', request.url));
  }
  const nonce = btoa(crypto.randomUUID());
  const policy = nonceContentSecurityPolicy(nonce);
  const requestHeaders = new Headers(request.headers);
  // Next.js reads the nonce from the request's CSP header and puts it on its own scripts.
  requestHeaders.set('Content-Security-Policy', policy);
  requestHeaders.set('x-nonce', nonce);
  const response = NextResponse.next({ request: { headers: requestHeaders } });
  response.headers.set('Content-Security-Policy', policy);

  return response;
}

export default function proxy(request: NextRequest): NextResponse {
  const { pathname, search } = request.nextUrl;
  if (pathname === '/admin' || pathname.startsWith('/admin/')) return handleAdmin(request);

  // Only the visitor's own earlier choice may move them to English; Accept-Language never does.
  const isEnglishPath = pathname === '/en' || pathname.startsWith('/en/');
  if (!isEnglishPath && request.cookies.get(LOCALE_COOKIE)?.value === 'en') {
    return NextResponse.redirect(new URL(`/en${pathname}${search}`, request.url));
  }

  return intlMiddleware(request);
}

export const config = {
  // Everything but route handlers, Next's assets, stored files and files with an extension.
  matcher: ['/((?!api|_next|_vercel|files|.*\\.(?:ico|png|jpg|jpeg|svg|webp|avif|txt|xml|pdf|mp4|webmanifest|js|css)$).*)'],
};
