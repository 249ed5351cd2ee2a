import { jsonPrivate } from '@/lib/http/json-response';
import { attendeeRequestLocale, calendarFeedUrl } from '@/lib/meetings/attendee-http';
import { authorizeAttendeeRequest } from '@/lib/meetings/attendee-session';
import { rotateCalendarToken } from '@/lib/meetings/calendar-token-writes';
import { writeRoute } from '@/lib/write-guards/write-route';

// POST /api/yellow-page/calendar/rotate – a new secret address for the signed-in attendee's calendar feed; the
// old address stops working at once { calendar_url }.
async function rotateCalendar(request: Request): Promise<Response> {
  const authorization = await authorizeAttendeeRequest(attendeeRequestLocale(request));
  if (!authorization.ok) return authorization.response;

  return jsonPrivate({ calendar_url: calendarFeedUrl(await rotateCalendarToken(authorization.attendee.id)) });
}

export const POST = writeRoute(['json'], rotateCalendar);
