import { jsonPrivate } from '@/lib/http/json-response';
import {
  attendeeInvalidInput,
  attendeeRequestLocale,
  meetingChangeRefusal,
  refuseOtherAttendee,
  refuseWrongMeetingNumber,
} from '@/lib/meetings/attendee-http';
import { meetingChangeQuerySchema } from '@/lib/meetings/attendee-schema';
import { authorizeAttendeeRequest } from '@/lib/meetings/attendee-session';
import { cancelMeeting } from '@/lib/meetings/booking';

// DELETE /api/yellow-page/cancel/meeting?id=&meetingNumber=&userId= – the signed-in sender or receiver cancels a
// pending or accepted meeting { meeting }; both parties are mailed and the slot is free at once.
export async function DELETE(request: Request): Promise<Response> {
  const locale = attendeeRequestLocale(request);
  const authorization = await authorizeAttendeeRequest(locale);
  if (!authorization.ok) return authorization.response;
  const { attendee } = authorization;
  const query = meetingChangeQuerySchema.safeParse(Object.fromEntries(new URL(request.url).searchParams));
  if (!query.success) return attendeeInvalidInput(locale, query.error);
  const refusal =
    refuseOtherAttendee({ claimed: query.data.userId, attendee, locale }) ??
    (await refuseWrongMeetingNumber({ meetingId: query.data.id, meetingNumber: query.data.meetingNumber, attendee, locale }));
  if (refusal) return refusal;

  const outcome = await cancelMeeting({ userId: attendee.id, meetingId: query.data.id });

  return outcome.ok ? jsonPrivate({ meeting: outcome.meeting }) : meetingChangeRefusal(locale, outcome.reason);
}
