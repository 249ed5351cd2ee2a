import { jsonPrivate } from '@/lib/http/json-response';
import {
  attendeeInvalidInput,
  attendeeRequestLocale,
  meetingChangeRefusal,
  refuseCrossSiteChange,
  refuseOtherAttendee,
  refuseWrongMeetingNumber,
} from '@/lib/meetings/attendee-http';
import { meetingChangeQuerySchema } from '@/lib/meetings/attendee-schema';
import { authorizeAttendeeRequest } from '@/lib/meetings/attendee-session';
import { acceptMeeting } from '@/lib/meetings/booking';

// GET /api/yellow-page/accept/meeting?id=&meetingNumber=&userId= – the signed-in receiver accepts a pending meeting
// { meeting }; both parties are mailed. GET as the seeds call it, refused as a navigation or from another site.
export async function GET(request: Request): Promise<Response> {
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
    (await refuseWrongMeetingNumber({ meetingId: query.data.id, meetingNumber: query.data.meetingNumber, attendee, locale }));
  if (refusal) return refusal;

  const outcome = await acceptMeeting({ userId: attendee.id, meetingId: query.data.id });

  return outcome.ok ? jsonPrivate({ meeting: outcome.meeting }) : meetingChangeRefusal(locale, outcome.reason);
}
