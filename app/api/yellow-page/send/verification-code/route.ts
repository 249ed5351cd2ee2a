import { consumeLookupAllowance } from '@/lib/auth/lookup-limits';
import { clientAddressFrom } from '@/lib/http/client-address';
import { jsonError, jsonPrivate } from '@/lib/http/json-response';
import { attendeeAddressRefusal, attendeeRequestLocale, codeRequestRefusal } from '@/lib/meetings/attendee-http';
import { attendeeTranslator } from '@/lib/meetings/attendee-messages';
import { codeRequestQuerySchema } from '@/lib/meetings/attendee-schema';
import { sendAttendeeCode } from '@/lib/meetings/attendee-sign-in';
import { sameSiteRoute } from '@/lib/http/write-route';

// GET /api/yellow-page/send/verification-code?email=&lang= – mails a 6-digit sign-in code to a registered meeting
// user; answers { message, user: {} } (the seeds go on to the code when a user comes back), 404 with the seeds'
// message for an unregistered e-mail, 429 when asked too often.
async function sendCode(request: Request): Promise<Response> {
  const locale = attendeeRequestLocale(request);
  const t = attendeeTranslator(locale);
  const query = codeRequestQuerySchema.safeParse(Object.fromEntries(new URL(request.url).searchParams));
  if (!query.success) return jsonError(400, t('errors.invalidEmail'), { errors: { email: t('errors.invalidEmail') } });
  if (!query.data.email) return attendeeAddressRefusal(locale, 'emailRequired');
  const client = clientAddressFrom(request.headers);
  // The answer tells whether an address is registered, so asking is limited per client and for everyone together.
  const allowance = await consumeLookupAllowance('attendee', client);
  if (!allowance.allowed) return codeRequestRefusal(locale, { reason: 'rateLimited', retryAfterSeconds: allowance.retryAfterSeconds });

  const outcome = await sendAttendeeCode({ email: query.data.email, clientAddress: client, locale });
  if (!outcome.ok) return codeRequestRefusal(locale, outcome);

  // No id: an e-mail address must not tell which account it names. The seeds' client only checks that a user came.
  return jsonPrivate({ message: t('api.codeSent'), user: {} });
}

export const GET = sameSiteRoute(sendCode);
