import { jsonError, jsonPrivate } from '@/lib/http/json-response';
import { attendeeInvalidInput, attendeePayload, attendeeRequestLocale } from '@/lib/meetings/attendee-http';
import { attendeeTranslator } from '@/lib/meetings/attendee-messages';
import { userQuerySchema } from '@/lib/meetings/attendee-schema';
import { authorizeAttendeeRequest } from '@/lib/meetings/attendee-session';

// GET /api/yellow-page/get/user?token= – the signed-in meeting user { user }; a token that is not its own is 403.
export async function GET(request: Request): Promise<Response> {
  const locale = attendeeRequestLocale(request);
  const authorization = await authorizeAttendeeRequest(locale);
  if (!authorization.ok) return authorization.response;
  const { attendee } = authorization;
  const query = userQuerySchema.safeParse(Object.fromEntries(new URL(request.url).searchParams));
  if (!query.success) return attendeeInvalidInput(locale, query.error);
  // The token names a page; only the session says whose it may be.
  if (query.data.token !== undefined && query.data.token !== attendee.userToken) {
    return jsonError(403, attendeeTranslator(locale)('errors.forbidden'));
  }

  return jsonPrivate({ user: attendeePayload(attendee) });
}
