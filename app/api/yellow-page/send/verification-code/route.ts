import { clientAddressFrom } from '@/lib/http/client-address';
import { jsonError, jsonPrivate } from '@/lib/http/json-response';
import { attendeeAddressRefusal, attendeeRequestLocale, codeRequestRefusal } from '@/lib/meetings/attendee-http';
import { attendeeTranslator } from '@/lib/meetings/attendee-messages';
import { codeRequestQuerySchema } from '@/lib/meetings/attendee-schema';
import { resolveAttendeeAddress, sendAttendeeCode } from '@/lib/meetings/attendee-sign-in';
import { sameSiteRoute } from '@/lib/http/write-route';

// GET /api/yellow-page/send/verification-code?email=&lang= – mails a 6-digit sign-in code to a registered meeting
// user (or ?id= of the user, to its own e-mail); answers { user: { id } }, 404 for an unregistered e-mail.
async function sendCode(request: Request): Promise<Response> {
  const locale = attendeeRequestLocale(request);
  const t = attendeeTranslator(locale);
  const query = codeRequestQuerySchema.safeParse(Object.fromEntries(new URL(request.url).searchParams));
  if (!query.success) return jsonError(400, t('errors.invalidEmail'), { errors: { email: t('errors.invalidEmail') } });
  const address = await resolveAttendeeAddress(query.data);
  if (!address.ok) return attendeeAddressRefusal(locale, address.reason);

  const outcome = await sendAttendeeCode({ email: address.email, clientAddress: clientAddressFrom(request.headers), locale });
  if (!outcome.ok) return codeRequestRefusal(locale, outcome);

  // user.id is what the seeds' clients read, but deprecated: an e-mail address should not tell which account it
  // names. It stays until it is dropped, and the API contract (lib/api/openapi/seeds-answers.ts) leaves it out.
  return jsonPrivate({ message: t('api.codeSent'), user: { id: outcome.userId } });
}

export const GET = sameSiteRoute(sendCode);
