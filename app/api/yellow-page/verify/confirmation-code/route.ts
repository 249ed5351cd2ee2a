import { codeCheckAddress } from '@/lib/auth/code-check-address';
import { signInBrowserFrom } from '@/lib/auth/sign-in-browser';
import { clientAddressFrom } from '@/lib/http/client-address';
import { jsonPrivate } from '@/lib/http/json-response';
import { readJsonObject } from '@/lib/http/read-json';
import { attendeeAddressRequired, attendeeRequestLocale, codeCheckRefusal } from '@/lib/meetings/attendee-http';
import { attendeeTranslator } from '@/lib/meetings/attendee-messages';
import { confirmationCodeBodySchema } from '@/lib/meetings/attendee-schema';
import { signInAttendeeWithCode } from '@/lib/meetings/attendee-sign-in';
import { writeRoute } from '@/lib/write-guards/write-route';

// POST /api/yellow-page/verify/confirmation-code?lang= { id or email, confirmation_code } – checks the mailed code
// and signs the meeting user in (the session cookie); answers { user: { id, user_token } }. Every wrong guess,
// for a real user or an id of none, gets the one answer codeInvalid.
async function confirmCode(request: Request): Promise<Response> {
  const locale = attendeeRequestLocale(request);
  const body = confirmationCodeBodySchema.safeParse(await readJsonObject(request));
  if (!body.success) return codeCheckRefusal(locale, 'codeFormat');
  const email = await codeCheckAddress('attendee', body.data);
  if (email === null) return attendeeAddressRequired(locale);

  const outcome = await signInAttendeeWithCode({
    email,
    code: body.data.confirmation_code,
    clientAddress: clientAddressFrom(request.headers),
    browser: signInBrowserFrom(request.headers),
  });
  if (!outcome.ok) return codeCheckRefusal(locale, outcome.reason);
  const { user, cookie } = outcome;
  const response = jsonPrivate({
    message: attendeeTranslator(locale)('api.signedIn'),
    user: { id: user.id, user_token: user.userToken },
  });
  response.cookies.set(cookie.name, cookie.value, cookie.options);

  return response;
}

export const POST = writeRoute(['json'], confirmCode);
