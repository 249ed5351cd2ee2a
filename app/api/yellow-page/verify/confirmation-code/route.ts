import { clientAddressFrom } from '@/lib/http/client-address';
import { jsonPrivate } from '@/lib/http/json-response';
import { readJsonObject } from '@/lib/http/read-json';
import { attendeeAddressRefusal, attendeeRequestLocale, codeCheckRefusal } from '@/lib/meetings/attendee-http';
import { attendeeTranslator } from '@/lib/meetings/attendee-messages';
import { confirmationCodeBodySchema } from '@/lib/meetings/attendee-schema';
import { resolveAttendeeAddress, signInAttendeeWithCode } from '@/lib/meetings/attendee-sign-in';
import { writeRoute } from '@/lib/http/write-route';

// POST /api/yellow-page/verify/confirmation-code?lang= { id or email, confirmation_code } – checks the mailed code
// and signs the meeting user in (the session cookie); answers { user: { id, user_token } }.
async function confirmCode(request: Request): Promise<Response> {
  const locale = attendeeRequestLocale(request);
  const body = confirmationCodeBodySchema.safeParse(await readJsonObject(request));
  if (!body.success) return codeCheckRefusal(locale, 'codeFormat');
  const address = await resolveAttendeeAddress(body.data);
  if (!address.ok) return attendeeAddressRefusal(locale, address.reason);

  const outcome = await signInAttendeeWithCode({
    email: address.email,
    code: body.data.confirmation_code,
    clientAddress: clientAddressFrom(request.headers),
  });
  if (!outcome.ok) return codeCheckRefusal(locale, outcome.reason);
  const { user, cookie } = outcome;
  const response = jsonPrivate({ message: attendeeTranslator(locale)('api.signedIn'), user: { id: user.id, user_token: user.userToken } });
  response.cookies.set(cookie.name, cookie.value, cookie.options);

  return response;
}

export const POST = writeRoute(['json'], confirmCode);
