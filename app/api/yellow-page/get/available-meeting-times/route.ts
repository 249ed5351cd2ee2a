import { jsonPrivate } from '@/lib/http/json-response';
import { attendeeRequestLocale } from '@/lib/meetings/attendee-http';
import { authorizeAttendeeRequest } from '@/lib/meetings/attendee-session';
import { listAvailability } from '@/lib/meetings/queries';

// GET /api/yellow-page/get/available-meeting-times – the days, times and rooms still free for the signed-in
// attendee { meetings: [{ meeting_date, times: [{ meeting_time_id, meeting_time, rooms }] }] }.
export async function GET(request: Request): Promise<Response> {
  const authorization = await authorizeAttendeeRequest(attendeeRequestLocale(request));
  if (!authorization.ok) return authorization.response;

  return jsonPrivate({ meetings: await listAvailability({ userId: authorization.attendee.id }) });
}
