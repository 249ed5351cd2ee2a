import 'server-only';

import type { z } from 'zod';

import type { RequestCodeFailure } from '@/lib/auth/request-sign-in-code';
import type { VerifyCodeFailure } from '@/lib/auth/schema';
import { jsonError } from '@/lib/http/json-response';
import { requestLocale } from '@/lib/http/respond';
import type { Locale } from '@/lib/i18n/routing';
import { absoluteUrl } from '@/lib/seo/urls';

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

  return jsonError(400, message, { errors: { email: message } });
}

const CODE_REQUEST_STATUS: Record<RequestCodeFailure, number> = { invalidEmail: 400, unknownEmail: 404, rateLimited: 429 };

export function codeRequestRefusal(locale: Locale, { reason, retryAfterSeconds }: { reason: RequestCodeFailure; retryAfterSeconds?: number }): Response {
  const headers = retryAfterSeconds ? { 'Retry-After': String(retryAfterSeconds) } : undefined;

  return jsonError(CODE_REQUEST_STATUS[reason], attendeeTranslator(locale)(`errors.${reason}`), { headers });
}

const CODE_CHECK_STATUS: Record<VerifyCodeFailure, number> = { codeFormat: 400, codeInvalid: 401, tooManyAttempts: 401, rateLimited: 429 };

export function codeCheckRefusal(locale: Locale, reason: VerifyCodeFailure): Response {
  const message = attendeeTranslator(locale)(`errors.${reason}`);

  return jsonError(CODE_CHECK_STATUS[reason], message, { errors: { confirmation_code: message } });
}

/** The HTTP answer of each refused invitation (DESIGN.md 7): every double booking is a 409. */
const INVITATION_STATUS: Record<InvitationFailure, number> = {
  notFound: 404,
  selfInvitation: 400,
  slotPast: 409,
  roomTaken: 409,
  senderBusy: 409,
  receiverBusy: 409,
};

export function invitationRefusal(locale: Locale, reason: InvitationFailure): Response {
  return jsonError(INVITATION_STATUS[reason], attendeeTranslator(locale)(`errors.${reason}`));
}

const CHANGE_STATUS: Record<MeetingChangeFailure, number> = { notFound: 404, notReceiver: 403, notLive: 409 };

export function meetingChangeRefusal(locale: Locale, reason: MeetingChangeFailure): Response {
  const key = reason === 'notFound' ? 'meetingNotFound' : reason;

  return jsonError(CHANGE_STATUS[reason], attendeeTranslator(locale)(`errors.${key}`));
}

/** The seeds name a meeting by id and number: a number given that is not the meeting's is a 404. */
export async function refuseWrongMeetingNumber({ meetingId, meetingNumber, attendee, locale }: { meetingId: number; meetingNumber?: string; attendee: MeetingUser; locale: Locale }): Promise<Response | null> {
  if (!meetingNumber) return null;
  const meeting = await getMeetingOfUser({ userId: attendee.id, meetingId });

  return meeting?.meeting_number === meetingNumber ? null : meetingChangeRefusal(locale, 'notFound');
}

const FIELD_MESSAGES = ['receiver_id', 'meeting_time_id', 'room_id', 'meeting_description'] as const;
type MessagedField = (typeof FIELD_MESSAGES)[number];
const isMessagedField = (field: string): field is MessagedField => (FIELD_MESSAGES as readonly string[]).includes(field);

/** 400 `{ message, errors }`: each invalid field with its text, in the request's language. */
export function attendeeInvalidInput(locale: Locale, error: z.ZodError): Response {
  const t = attendeeTranslator(locale);
  const errors: Record<string, string> = {};
  for (const issue of error.issues) {
    const field = String(issue.path[0] ?? 'query');
    errors[field] ??= isMessagedField(field) ? t(`fields.${field}`) : t('errors.invalidInput');
  }

  return jsonError(400, t('errors.invalidInput'), { errors });
}

/**
 * 403 when a request names an attendee (the seeds' sender_id, userId or id) other than the signed-in one: the
 * session decides who acts, and a request that claims otherwise is refused rather than quietly corrected.
 */
export function refuseOtherAttendee({ claimed, attendee, locale }: { claimed: number | undefined; attendee: MeetingUser; locale: Locale }): Response | null {
  if (claimed === undefined || claimed === attendee.id) return null;

  return jsonError(403, attendeeTranslator(locale)('errors.forbidden'));
}

/**
 * 403 for a change that arrives as a navigation or from another site. The session cookie is SameSite=Lax, which
 * a top-level GET from another site still carries, and the seeds accept a meeting with a GET: a link elsewhere
 * must not accept one for the attendee. Browsers name such requests in their Sec-Fetch headers.
 */
export function refuseCrossSiteChange(request: Request, locale: Locale): Response | null {
  const site = request.headers.get('sec-fetch-site');
  const isForeign = site === 'cross-site' || site === 'same-site' || request.headers.get('sec-fetch-mode') === 'navigate';

  return isForeign ? jsonError(403, attendeeTranslator(locale)('errors.forbidden')) : null;
}
