import { jsonPrivate } from '@/lib/http/json-response';
import { attendeeInvalidInput, attendeeRequestLocale } from '@/lib/meetings/attendee-http';
import { availabilityQuerySchema } from '@/lib/meetings/attendee-schema';
import { authorizeAttendeeRequest } from '@/lib/meetings/attendee-session';
import { listAvailability } from '@/lib/meetings/queries';

// GET /api/yellow-page/get/available-meeting-times?receiver_id= – the days, times and rooms still free for the
// signed-in attendee, and for the receiver too when one is named { meetings: [{ meeting_date, times: [{
// meeting_time_id, meeting_time, rooms }] }] }.
export async function GET(request: Request): Promise<Response> {
  const locale = attendeeRequestLocale(request);
  const authorization = await authorizeAttendeeRequest(locale);
  if (!authorization.ok) return authorization.response;
  const query = availabilityQuerySchema.safeParse(Object.fromEntries(new URL(request.url).searchParams));
  if (!query.success) return attendeeInvalidInput(locale, query.error);

  return jsonPrivate({
    meetings: await listAvailability({ userId: authorization.attendee.id, receiverId: query.data.receiver_id }),
  });
}
