import { jsonPrivate } from '@/lib/http/json-response';
import { attendeeInvalidInput, attendeeRequestLocale, refuseOtherAttendee } from '@/lib/meetings/attendee-http';
import { meetingsByUserQuerySchema } from '@/lib/meetings/attendee-schema';
import { authorizeAttendeeRequest } from '@/lib/meetings/attendee-session';
import { listMeetingsOfUser } from '@/lib/meetings/queries';

// GET /api/yellow-page/get/meetings-by-user?id= – the signed-in attendee's meetings, sent and received, by date and
// time { meetings }; an id other than the attendee's own is 403.
export async function GET(request: Request): Promise<Response> {
  const locale = attendeeRequestLocale(request);
  const authorization = await authorizeAttendeeRequest(locale);
  if (!authorization.ok) return authorization.response;
  const { attendee } = authorization;
  const query = meetingsByUserQuerySchema.safeParse(Object.fromEntries(new URL(request.url).searchParams));
  if (!query.success) return attendeeInvalidInput(locale, query.error);
  const refusal =
    refuseOtherAttendee({ claimed: query.data.id, attendee, locale }) ??
    refuseOtherAttendee({ claimed: query.data.userId, attendee, locale });
  if (refusal) return refusal;

  return jsonPrivate({ meetings: await listMeetingsOfUser(attendee.id) });
}
