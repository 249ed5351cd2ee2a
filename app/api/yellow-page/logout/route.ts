import { clearedSessionCookie } from '@/lib/auth/session-cookie';
import { jsonPrivate } from '@/lib/http/json-response';
import { attendeeRequestLocale } from '@/lib/meetings/attendee-http';
import { attendeeTranslator } from '@/lib/meetings/attendee-messages';
import { writeRoute } from '@/lib/http/write-route';

// POST /api/yellow-page/logout?lang= – signs the attendee out: the session cookie is removed { message }.
async function logout(request: Request): Promise<Response> {
  const response = jsonPrivate({ message: attendeeTranslator(attendeeRequestLocale(request))('api.signedOut') });
  const cookie = clearedSessionCookie();
  response.cookies.set(cookie.name, cookie.value, cookie.options);

  return response;
}

export const POST = writeRoute(['json'], logout);
