import { authTranslator } from '@/lib/auth/messages';
import { requestSignInCode } from '@/lib/auth/request-sign-in-code';
import { requestCodeSchema } from '@/lib/auth/schema';
import { clientAddressFrom } from '@/lib/http/client-address';
import { jsonError, jsonPrivate } from '@/lib/http/json-response';
import { readJsonObject } from '@/lib/http/read-json';
import { writeRoute } from '@/lib/http/write-route';

const STATUS_BY_FAILURE = { invalidEmail: 400, unknownEmail: 404, rateLimited: 429, mailFailed: 503 } as const;

// POST /api/auth/admin-code – mails a sign-in code to a registered admin e-mail ({ email }); the code is then
// posted with the e-mail to next-auth's admin-code callback
async function sendAdminCode(request: Request): Promise<Response> {
  const t = authTranslator('mn');
  const parsed = requestCodeSchema.safeParse(await readJsonObject(request));
  if (!parsed.success) {
    const message = t('errors.invalidEmail');

    return jsonError(400, message, { errors: { email: message } });
  }

  const outcome = await requestSignInCode({
    subject: 'admin',
    email: parsed.data.email,
    clientAddress: clientAddressFrom(request.headers),
    locale: 'mn',
  });
  if (outcome.ok) return jsonPrivate({ message: t('login.codeSent', { email: outcome.email }) });
  const headers = outcome.retryAfterSeconds ? { 'Retry-After': String(outcome.retryAfterSeconds) } : undefined;

  return jsonError(STATUS_BY_FAILURE[outcome.reason], t(`errors.${outcome.reason}`), { headers });
}

export const POST = writeRoute(['json'], sendAdminCode);
