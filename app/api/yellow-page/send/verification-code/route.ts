import { consumeLookupAllowance } from '@/lib/auth/lookup-limits';
import { signInBrowserFor } from '@/lib/auth/sign-in-browser';
import { clientAddressFrom } from '@/lib/http/client-address';
import { jsonError, jsonPrivate } from '@/lib/http/json-response';
import { attendeeAddressRequired, attendeeRequestLocale, codeRequestRefusal } from '@/lib/meetings/attendee-http';
import { attendeeTranslator } from '@/lib/meetings/attendee-messages';
import { codeRequestQuerySchema } from '@/lib/meetings/attendee-schema';
import { sendAttendeeCode } from '@/lib/meetings/attendee-sign-in';
import { sameSiteRoute } from '@/lib/write-guards/write-route';

// GET /api/yellow-page/send/verification-code?email=&lang= – mails a 6-digit sign-in code to a registered meeting
// user; answers { message, user: {} } (the seeds go on to the code when a user comes back), 404 with the seeds'
// message for an unregistered e-mail, 429 when asked too often.
async function sendCode(request: Request): Promise<Response> {
  const locale = attendeeRequestLocale(request);
  const t = attendeeTranslator(locale);
  const query = codeRequestQuerySchema.safeParse(Object.fromEntries(new URL(request.url).searchParams));
  if (!query.success) return jsonError(400, t('errors.invalidEmail'), { errors: { email: t('errors.invalidEmail') } });
  if (!query.data.email) return attendeeAddressRequired(locale);
  const client = clientAddressFrom(request.headers);
  // The answer tells whether an address is registered, so asking is limited per client.
  const allowance = await consumeLookupAllowance('attendee', client);
  if (!allowance.allowed)
    return codeRequestRefusal(locale, { reason: 'rateLimited', retryAfterSeconds: allowance.retryAfterSeconds });

  const asker = signInBrowserFor(request.headers);
  const outcome = await sendAttendeeCode({
    email: query.data.email,
    clientAddress: client,
    browser: asker.browser,
    locale,
  });
  if (!outcome.ok) return codeRequestRefusal(locale, outcome);

  // No id: an e-mail address must not tell which account it names. The seeds' client only checks that a user came.
  return asker.remember(jsonPrivate({ message: t('api.codeSent'), user: {} }));
}

export const GET = sameSiteRoute(sendCode);
