import 'server-only';

import type { z } from 'zod';

import type { RequestCodeFailure } from '@/lib/auth/request-sign-in-code';
import type { VerifyCodeFailure } from '@/lib/auth/schema';
import { jsonRefusal } from '@/lib/http/reasons';
import { requestLocale } from '@/lib/http/respond';
import type { Locale } from '@/lib/i18n/routing';
import { absoluteUrl } from '@/lib/seo/urls';
import { fieldMessages } from '@/lib/validation/field-messages';

import { attendeeTranslator } from './attendee-messages';
import type { InvitationFailure, MeetingChangeFailure } from './invitation-writes';
import { getMeetingOfUser, type MeetingUser } from './queries';

/** The language of an attendee call: `?lang=en` answers in English, anything else in Mongolian (as every API call). */
export function attendeeRequestLocale(request: Request): Locale {
  return requestLocale(new URL(request.url).searchParams);
}

/** The signed-in meeting user as the seeds' clients read it (seeds 3 Meeting user). */
export function attendeePayload(user: MeetingUser) {
  return {
    id: user.id,
    name: user.name,
    name_en: user.nameEn,
    email: user.email,
    phone_number: user.phoneNumber,
    user_type: user.userType,
    user_token: user.userToken,
  };
}

/** The address of an attendee's calendar feed; whoever holds it reads the feed, so it is shown to its owner only. */
export function calendarFeedUrl(calendarToken: string): string {
  return absoluteUrl(`/api/yellow-page/calendar/${calendarToken}.ics`);
}

/** No address to send or check a code for: the e-mail (or, to check a code, the user's id) is required. */
export function attendeeAddressRequired(locale: Locale): Response {
  const message = attendeeTranslator(locale)('errors.emailRequired');

  return jsonRefusal('invalid', message, { errors: { email: message } });
}

export function codeRequestRefusal(
  locale: Locale,
  { reason, retryAfterSeconds }: { reason: RequestCodeFailure; retryAfterSeconds?: number },
): Response {
  const headers = retryAfterSeconds ? { 'Retry-After': String(retryAfterSeconds) } : undefined;

  return jsonRefusal(reason, attendeeTranslator(locale)(`errors.${reason}`), { headers });
}

export function codeCheckRefusal(locale: Locale, reason: VerifyCodeFailure): Response {
  const message = attendeeTranslator(locale)(`errors.${reason}`);

  return jsonRefusal(reason, message, { errors: { confirmation_code: message } });
}

/** A refused invitation with its status (lib/http/reasons.ts: every double booking is a 409, DESIGN.md 7). */
export function invitationRefusal(locale: Locale, reason: InvitationFailure): Response {
  return jsonRefusal(reason, attendeeTranslator(locale)(`errors.${reason}`));
}

export function meetingChangeRefusal(locale: Locale, reason: MeetingChangeFailure): Response {
  const key = reason === 'notFound' ? 'meetingNotFound' : reason;

  return jsonRefusal(reason, attendeeTranslator(locale)(`errors.${key}`));
}

/** The seeds name a meeting by id and number: a number given that is not the meeting's is a 404. */
export async function refuseWrongMeetingNumber({
  meetingId,
  meetingNumber,
  attendee,
  locale,
}: {
  meetingId: number;
  meetingNumber?: string;
  attendee: MeetingUser;
  locale: Locale;
}): Promise<Response | null> {
  if (!meetingNumber) return null;
  const meeting = await getMeetingOfUser({ userId: attendee.id, meetingId });

  return meeting?.meeting_number === meetingNumber ? null : meetingChangeRefusal(locale, 'notFound');
}

const FIELD_MESSAGES = ['receiver_id', 'meeting_time_id', 'room_id', 'meeting_description'] as const;
type MessagedField = (typeof FIELD_MESSAGES)[number];
const isMessagedField = (field: string): field is MessagedField =>
  (FIELD_MESSAGES as readonly string[]).includes(field);

/** 400 `{ message, errors }`: each invalid field with its text, in the request's language. */
export function attendeeInvalidInput(locale: Locale, error: z.ZodError): Response {
  const t = attendeeTranslator(locale);
  // A field the attendee screens name gets its own text, whatever the issue; any other reads as invalid input.
  const text = (_message: string, field: string) =>
    isMessagedField(field) ? t(`fields.${field}`) : t('errors.invalidInput');

  return jsonRefusal('invalid', t('errors.invalidInput'), {
    errors: fieldMessages(error, { by: 'field', root: 'query', text }),
  });
}

/**
 * 403 when a request names an attendee (the seeds' sender_id, userId or id) other than the signed-in one: the
 * session decides who acts, and a request that claims otherwise is refused rather than quietly corrected.
 */
export function refuseOtherAttendee({
  claimed,
  attendee,
  locale,
}: {
  claimed: number | undefined;
  attendee: MeetingUser;
  locale: Locale;
}): Response | null {
  if (claimed === undefined || claimed === attendee.id) return null;

  return jsonRefusal('forbidden', attendeeTranslator(locale)('errors.forbidden'));
}

/**
 * 403 for a change that arrives as a navigation or from another site. The session cookie is SameSite=Lax, which
 * a top-level GET from another site still carries, and the seeds accept a meeting with a GET: a link elsewhere
 * must not accept one for the attendee. Browsers name such requests in their Sec-Fetch headers.
 */
export function refuseCrossSiteChange(request: Request, locale: Locale): Response | null {
  const site = request.headers.get('sec-fetch-site');
  const isForeign =
    site === 'cross-site' || site === 'same-site' || request.headers.get('sec-fetch-mode') === 'navigate';

  return isForeign ? jsonRefusal('forbidden', attendeeTranslator(locale)('errors.forbidden')) : null;
}
