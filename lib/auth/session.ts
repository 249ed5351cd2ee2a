import 'server-only';

import type { Session } from 'next-auth';
import { cookies, headers } from 'next/headers';
import { cache } from 'react';

import { recordRequestAccount, REQUEST_ID_HEADER } from '@/lib/observability/request-context';

import { readSessionCookie, sessionCookieSettings } from './session-cookie';

/**
 * Who the sign-in cookie says is signed in (kind and account id), read once per request. The cookie's session
 * must still be live on the server: after signing out, a copy of the cookie signs no one in. The account goes on
 * the request's log line.
 */
export const getSessionUser = cache(async (): Promise<Session['user'] | null> => {
  const cookie = (await cookies()).get(sessionCookieSettings().name)?.value;
  const user = await readSessionCookie(cookie);
  if (user) recordRequestAccount((await headers()).get(REQUEST_ID_HEADER), { kind: user.kind, id: user.id });

  return user ? { kind: user.kind, id: user.id } : null;
});
