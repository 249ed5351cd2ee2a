import { clientAddressFrom } from '@/lib/http/client-address';
import { jsonError, jsonPrivate } from '@/lib/http/json-response';
import { attendeeInvalidInput, attendeeRequestLocale, refuseOtherAttendee } from '@/lib/meetings/attendee-http';
import { attendeeTranslator } from '@/lib/meetings/attendee-messages';
import { allUsersQuerySchema } from '@/lib/meetings/attendee-schema';
import { authorizeAttendeeRequest } from '@/lib/meetings/attendee-session';
import { lookUpReceivers } from '@/lib/meetings/receiver-lookup';

// GET /api/yellow-page/get/all-users?q=&userId= – meeting users the signed-in attendee may invite, never the
// attendee itself { users }: by part of a name without their e-mail, or by a whole e-mail address with it
// (case-insensitive); 429 with Retry-After when the client has asked about too many addresses, as at the login.
export async function GET(request: Request): Promise<Response> {
  const locale = attendeeRequestLocale(request);
  const authorization = await authorizeAttendeeRequest(locale);
  if (!authorization.ok) return authorization.response;
  const { attendee } = authorization;
  const query = allUsersQuerySchema.safeParse(Object.fromEntries(new URL(request.url).searchParams));
  if (!query.success) return attendeeInvalidInput(locale, query.error);
  const refusal = refuseOtherAttendee({ claimed: query.data.userId, attendee, locale });
  if (refusal) return refusal;

  const lookup = await lookUpReceivers({
    attendeeId: attendee.id,
    term: query.data.q,
    clientAddress: clientAddressFrom(request.headers),
  });
  if (!lookup.ok) {
    return jsonError(429, attendeeTranslator(locale)('errors.rateLimited'), {
      headers: { 'Retry-After': String(lookup.retryAfterSeconds) },
    });
  }

  return jsonPrivate({ users: lookup.users });
}
