import 'server-only';

import { notFound, redirect } from 'next/navigation';
import { cache } from 'react';

import { getSessionUser } from '@/lib/auth/session';
import { ATTENDEE_LOGIN_PATH } from '@/lib/auth/subjects';
import { jsonError } from '@/lib/http/json-response';
import { localizedPath } from '@/lib/i18n/locale-paths';
import type { Locale } from '@/lib/i18n/routing';

import { attendeeTranslator } from './attendee-messages';
import { getMeetingUser, type MeetingUser } from './queries';

/**
 * The meeting user the session cookie belongs to, read fresh from the database: a user removed by staff loses
 * access at once. The only source of an attendee's identity; ids and tokens in a request never are. Null for
 * visitors and for other kinds of subject.
 */
export const getAttendee = cache(async (): Promise<MeetingUser | null> => {
  const user = await getSessionUser();

  return user?.kind === 'attendee' ? getMeetingUser(user.id) : null;
});

/**
 * For the meeting page `/yellow-page/meeting/{token}`: visitors go to the login (in the page's language); a
 * token that is not the signed-in attendee's own is a 404, so the page says nothing about whose it is.
 */
export async function requireAttendeePage(token: string, locale: Locale): Promise<MeetingUser> {
  const attendee = await getAttendee();
  if (!attendee) redirect(localizedPath(ATTENDEE_LOGIN_PATH, locale));
  if (attendee.userToken !== token) notFound();

  return attendee;
}

export type AttendeeRequestAuthorization = { ok: true; attendee: MeetingUser } | { ok: false; response: Response };

/** For attendee route handlers: 401 `{ message }` in the request's language when no attendee is signed in. */
export async function authorizeAttendeeRequest(locale: Locale): Promise<AttendeeRequestAuthorization> {
  const attendee = await getAttendee();
  if (attendee) return { ok: true, attendee };

  return { ok: false, response: jsonError(401, attendeeTranslator(locale)('errors.unauthorized')) };
}
