import { jsonPrivate } from '@/lib/http/json-response';
import { attendeeInvalidInput, attendeeRequestLocale, refuseOtherAttendee } from '@/lib/meetings/attendee-http';
import { allUsersQuerySchema } from '@/lib/meetings/attendee-schema';
import { authorizeAttendeeRequest } from '@/lib/meetings/attendee-session';
import { searchReceivers } from '@/lib/meetings/queries';

// GET /api/yellow-page/get/all-users?q=&userId= – meeting users the signed-in attendee may invite, never the
// attendee itself { users }: by part of a name without their e-mail, or by a whole e-mail address with it
// (case-insensitive).
export async function GET(request: Request): Promise<Response> {
  const locale = attendeeRequestLocale(request);
  const authorization = await authorizeAttendeeRequest(locale);
  if (!authorization.ok) return authorization.response;
  const { attendee } = authorization;
  const query = allUsersQuerySchema.safeParse(Object.fromEntries(new URL(request.url).searchParams));
  if (!query.success) return attendeeInvalidInput(locale, query.error);
  const refusal = refuseOtherAttendee({ claimed: query.data.userId, attendee, locale });
  if (refusal) return refusal;

  return jsonPrivate({ users: await searchReceivers({ userId: attendee.id, term: query.data.q }) });
}
