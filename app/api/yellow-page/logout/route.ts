import { clearedSessionCookie, readSessionCookie, sessionCookieFrom } from '@/lib/auth/session-cookie';
import { endSession } from '@/lib/auth/session-store';
import { jsonPrivate } from '@/lib/http/json-response';
import { attendeeRequestLocale } from '@/lib/meetings/attendee-http';
import { attendeeTranslator } from '@/lib/meetings/attendee-messages';
import { writeRoute } from '@/lib/write-guards/write-route';

// POST /api/yellow-page/logout?lang= – signs the attendee out: the session ends on the server and its cookie is
// removed { message }
async function logout(request: Request): Promise<Response> {
  const session = await readSessionCookie(sessionCookieFrom(request.headers));
  if (session) await endSession(session.sessionId);
  const response = jsonPrivate({ message: attendeeTranslator(attendeeRequestLocale(request))('api.signedOut') });
  const cookie = clearedSessionCookie();
  response.cookies.set(cookie.name, cookie.value, cookie.options);

  return response;
}

export const POST = writeRoute(['json'], logout);
