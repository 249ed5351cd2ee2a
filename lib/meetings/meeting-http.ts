import 'server-only';

import { jsonError, jsonPrivate } from '@/lib/http/json-response';
import { readJsonObject } from '@/lib/http/read-json';
import { consumeRateLimit } from '@/lib/rate-limit';

import {
  attendeeInvalidInput,
  attendeeRequestLocale,
  invitationRefusal,
  meetingChangeRefusal,
  refuseCrossSiteChange,
  refuseOtherAttendee,
  refuseWrongMeetingNumber,
} from './attendee-http';
import { attendeeTranslator } from './attendee-messages';
import { invitationBodySchema, meetingChangeQuerySchema } from './attendee-schema';
import { authorizeAttendeeRequest } from './attendee-session';
import { type acceptMeeting, sendInvitation } from './invitation-writes';

/** Every invitation mails two people: enough for a busy expo day, too few to flood anyone's mailbox. */
const INVITATION_LIMIT = { limit: 30, windowSeconds: 10 * 60 };

type MeetingChange = typeof acceptMeeting;

/**
 * The seeds' accept and cancel calls (`?id=&meetingNumber=&userId=`): the signed-in attendee changes one of its
 * own meetings, never from another site or a navigation, and answers `{ meeting }` or the refusal's status.
 */
export async function respondToMeetingChange(request: Request, change: MeetingChange): Promise<Response> {
  const locale = attendeeRequestLocale(request);
  const authorization = await authorizeAttendeeRequest(locale);
  if (!authorization.ok) return authorization.response;
  const { attendee } = authorization;
  const crossSite = refuseCrossSiteChange(request, locale);
  if (crossSite) return crossSite;
  const query = meetingChangeQuerySchema.safeParse(Object.fromEntries(new URL(request.url).searchParams));
  if (!query.success) return attendeeInvalidInput(locale, query.error);
  const refusal =
    refuseOtherAttendee({ claimed: query.data.userId, attendee, locale }) ??
    (await refuseWrongMeetingNumber({
      meetingId: query.data.id,
      meetingNumber: query.data.meetingNumber,
      attendee,
      locale,
    }));
  if (refusal) return refusal;

  const outcome = await change({ userId: attendee.id, meetingId: query.data.id });

  return outcome.ok ? jsonPrivate({ meeting: outcome.meeting }) : meetingChangeRefusal(locale, outcome.reason);
}

/**
 * The seeds' invitation call (`{ receiver_id, room_id, meeting_time_id, meeting_description }`): the signed-in
 * attendee invites another; `{ meeting }`, or the refusal's status (409 when the room, the sender or the receiver
 * is taken).
 */
export async function respondToInvitation(request: Request): Promise<Response> {
  const locale = attendeeRequestLocale(request);
  const authorization = await authorizeAttendeeRequest(locale);
  if (!authorization.ok) return authorization.response;
  const { attendee } = authorization;
  const body = invitationBodySchema.safeParse(await readJsonObject(request));
  if (!body.success) return attendeeInvalidInput(locale, body.error);
  const { sender_id: senderId, ...invitation } = body.data;
  const refusal = refuseOtherAttendee({ claimed: senderId, attendee, locale });
  if (refusal) return refusal;

  const limit = await consumeRateLimit({ key: `meeting-invitation:${attendee.id}`, ...INVITATION_LIMIT });
  if (!limit.allowed) {
    return jsonError(429, attendeeTranslator(locale)('errors.tooManyInvitations'), {
      headers: { 'Retry-After': String(limit.retryAfterSeconds) },
    });
  }
  const outcome = await sendInvitation({ senderId: attendee.id, ...invitation });

  return outcome.ok ? jsonPrivate({ meeting: outcome.meeting }) : invitationRefusal(locale, outcome.reason);
}
