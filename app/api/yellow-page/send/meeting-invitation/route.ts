import { jsonError, jsonPrivate } from '@/lib/http/json-response';
import { readJsonObject } from '@/lib/http/read-json';
import { consumeRateLimit } from '@/lib/rate-limit';
import { attendeeInvalidInput, attendeeRequestLocale, invitationRefusal, refuseOtherAttendee } from '@/lib/meetings/attendee-http';
import { attendeeTranslator } from '@/lib/meetings/attendee-messages';
import { invitationBodySchema } from '@/lib/meetings/attendee-schema';
import { authorizeAttendeeRequest } from '@/lib/meetings/attendee-session';
import { sendInvitation } from '@/lib/meetings/booking';
import { writeRoute } from '@/lib/http/write-route';

/** Every invitation mails two people: enough for a busy expo day, too few to flood anyone's mailbox. */
const INVITATION_LIMIT = { limit: 30, windowSeconds: 10 * 60 };

// POST /api/yellow-page/send/meeting-invitation?lang= { receiver_id, room_id, meeting_time_id, meeting_description }
// – invites from the signed-in attendee; { meeting }, or 409 when the room, the sender or the receiver is taken.
async function inviteToMeeting(request: Request): Promise<Response> {
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
    return jsonError(429, attendeeTranslator(locale)('errors.tooManyInvitations'), { headers: { 'Retry-After': String(limit.retryAfterSeconds) } });
  }
  const outcome = await sendInvitation({ senderId: attendee.id, ...invitation });

  return outcome.ok ? jsonPrivate({ meeting: outcome.meeting }) : invitationRefusal(locale, outcome.reason);
}

export const POST = writeRoute(['json'], inviteToMeeting);
