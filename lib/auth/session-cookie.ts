import 'server-only';

import { encode } from 'next-auth/jwt';

import { authSecret, env } from '@/lib/env';

import type { SignInSubject } from './subjects';

/** Staff, members and attendees sign in for a working day, not for weeks. */
export const SESSION_MAX_AGE_SECONDS = 12 * 60 * 60;

export type SessionIdentity = { kind: SignInSubject; id: number; email: string };

/** What a session token carries: the account, never more (the account itself is read fresh on every use). */
export function sessionClaims(identity: SessionIdentity) {
  return { sub: String(identity.id), email: identity.email, kind: identity.kind, accountId: identity.id };
}

/** The cookie proxy.ts looks for; Secure (and its __Secure- prefix) only where the site is served over https. */
export function sessionCookieSettings() {
  const isSecure = env.SITE_URL.startsWith('https://');

  return {
    name: `${isSecure ? '__Secure-' : ''}next-auth.session-token`,
    options: { httpOnly: true, sameSite: 'lax' as const, path: '/', secure: isSecure },
  };
}

/**
 * The session cookie next-auth sets after its own sign-ins, for a sign-in completed by a route handler (the
 * member and attendee code checks): same claims, secret, lifetime and name, so the session reads it.
 */
export async function issueSessionCookie(identity: SessionIdentity) {
  const value = await encode({ token: sessionClaims(identity), secret: authSecret(), maxAge: SESSION_MAX_AGE_SECONDS });
  const { name, options } = sessionCookieSettings();

  return { name, value, options: { ...options, maxAge: SESSION_MAX_AGE_SECONDS } };
}

/** The same cookie emptied and expired: signing out of a sign-in that a route handler completed. */
export function clearedSessionCookie() {
  const { name, options } = sessionCookieSettings();

  return { name, value: '', options: { ...options, maxAge: 0 } };
}
