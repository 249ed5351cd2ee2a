import 'server-only';

import { createHash, randomBytes } from 'node:crypto';

import { cookies, headers } from 'next/headers';
import type { NextResponse } from 'next/server';

import { env } from '@/lib/env';
import { requestCookie } from '@/lib/http/request-cookie';

/**
 * A sign-in code works only where it was asked for: from the same client network, or in the same browser, which
 * a random id in this cookie names (so a phone that changes networks between asking and typing still signs in).
 * A stranger's guesses thus never reach the codes mailed to the owner, and a stranger's requests never end them.
 */
export const SIGN_IN_BROWSER_COOKIE = 'sign-in-browser';

const BROWSER_ID = /^[0-9a-f]{32}$/;
const COOKIE_MAX_AGE_SECONDS = 24 * 60 * 60;

const newBrowserId = () => randomBytes(16).toString('hex');

const browserCookieOptions = () =>
  ({
    httpOnly: true,
    sameSite: 'lax',
    path: '/',
    secure: env.SITE_URL.startsWith('https://'),
    maxAge: COOKIE_MAX_AGE_SECONDS,
  }) as const;

/** The browser id a request carries, or null when it has none (or one that is no id of ours). */
export function signInBrowserFrom(requestHeaders: Headers): string | null {
  const value = requestCookie(requestHeaders, SIGN_IN_BROWSER_COOKIE);

  return value && BROWSER_ID.test(value) ? value : null;
}

/**
 * The browser id of a request that asks for a code: the one it carries, or a new one, which `remember` sets as the
 * cookie of the answer (a browser that has it already gets no new cookie).
 */
export function signInBrowserFor(requestHeaders: Headers): {
  browser: string;
  remember: (response: NextResponse) => NextResponse;
} {
  const known = signInBrowserFrom(requestHeaders);
  if (known) return { browser: known, remember: (response) => response };
  const browser = newBrowserId();

  return {
    browser,
    remember: (response) => {
      response.cookies.set(SIGN_IN_BROWSER_COOKIE, browser, browserCookieOptions());

      return response;
    },
  };
}

/** What the code table keeps of a browser id: a hash, so that the table does not hold the cookies themselves. */
export function signInBrowserHash(browser: string): string {
  return createHash('sha256').update(browser).digest('hex');
}

/** For server actions: the current request's browser id, its cookie set on the answer when it is new. */
export async function currentSignInBrowser(): Promise<string> {
  const known = signInBrowserFrom(await headers());
  if (known) return known;
  const browser = newBrowserId();
  (await cookies()).set(SIGN_IN_BROWSER_COOKIE, browser, browserCookieOptions());

  return browser;
}
