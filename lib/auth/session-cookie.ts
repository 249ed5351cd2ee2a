import 'server-only';

import { decode, encode, type JWT } from 'next-auth/jwt';

import { signInSubject } from '@/db/schema';
import { authSecret, env } from '@/lib/env';
import { requestCookie } from '@/lib/http/request-cookie';

import { isSessionLive, startSession } from './session-store';
import type { SignInSubject } from './subjects';

/** Staff, members and attendees sign in for a working day, not for weeks. */
export const SESSION_MAX_AGE_SECONDS = 12 * 60 * 60;

export type SessionIdentity = { kind: SignInSubject; id: number; email: string };

/**
 * What a session token carries: the account and the id of its session (see session-store.ts), never more (the
 * account itself is read fresh on every use).
 */
export function sessionClaims(identity: SessionIdentity, sessionId: string) {
  return {
    sub: String(identity.id),
    email: identity.email,
    kind: identity.kind,
    accountId: identity.id,
    sid: sessionId,
  };
}

/** Starts a session of the account: the claims of its token, for next-auth's sign-ins and the route handlers'. */
export async function startSessionClaims(identity: SessionIdentity) {
  return sessionClaims(identity, await startSession(identity, SESSION_MAX_AGE_SECONDS));
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
  const value = await encode({
    token: await startSessionClaims(identity),
    secret: authSecret(),
    maxAge: SESSION_MAX_AGE_SECONDS,
  });
  const { name, options } = sessionCookieSettings();

  return { name, value, options: { ...options, maxAge: SESSION_MAX_AGE_SECONDS } };
}

/** The same cookie emptied and expired: signing out of a sign-in that a route handler completed. */
export function clearedSessionCookie() {
  const { name, options } = sessionCookieSettings();

  return { name, value: '', options: { ...options, maxAge: 0 } };
}

export type SessionUser = { kind: SignInSubject; id: number; sessionId: string };

const isSignInSubject = (value: unknown): value is SignInSubject =>
  (signInSubject.enumValues as readonly unknown[]).includes(value);

/** The claims of a session token, or null when it is forged, expired or unreadable (a token of another secret). */
export async function decodeSessionToken(value: string | undefined): Promise<JWT | null> {
  if (!value) return null;
  try {
    return await decode({ token: value, secret: authSecret() });
  } catch {
    return null;
  }
}

/**
 * Who a session cookie signs in: its token must be genuine and unexpired, and its session not ended (signing out
 * deletes it), so a copy of the cookie kept from before a sign-out is refused.
 */
export async function readSessionCookie(value: string | undefined): Promise<SessionUser | null> {
  const token = await decodeSessionToken(value);
  if (!token || !isSignInSubject(token.kind) || typeof token.accountId !== 'number' || typeof token.sid !== 'string') {
    return null;
  }
  const user = { kind: token.kind, id: token.accountId, sessionId: token.sid };

  return (await isSessionLive(user.sessionId, user)) ? user : null;
}

/** The session cookie's value in a request's Cookie header (route handlers that are called with a plain Request). */
export function sessionCookieFrom(requestHeaders: Headers): string | undefined {
  return requestCookie(requestHeaders, sessionCookieSettings().name);
}
