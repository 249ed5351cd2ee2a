import 'server-only';

import { jsonPrivate } from '@/lib/http/json-response';

import {
  attendeeInvalidInput,
  attendeeRequestLocale,
  meetingChangeRefusal,
  refuseCrossSiteChange,
  refuseOtherAttendee,
  refuseWrongMeetingNumber,
} from './attendee-http';
import { meetingChangeQuerySchema } from './attendee-schema';
import { authorizeAttendeeRequest } from './attendee-session';
import type { acceptMeeting } from './booking';

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
    (await refuseWrongMeetingNumber({ meetingId: query.data.id, meetingNumber: query.data.meetingNumber, attendee, locale }));
  if (refusal) return refusal;

  const outcome = await change({ userId: attendee.id, meetingId: query.data.id });

  return outcome.ok ? jsonPrivate({ meeting: outcome.meeting }) : meetingChangeRefusal(locale, outcome.reason);
}
