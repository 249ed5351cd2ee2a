import { clientAddressFrom } from '@/lib/http/client-address';
import { jsonError, jsonPrivate } from '@/lib/http/json-response';
import { readJsonObject } from '@/lib/http/read-json';
import { apiTranslator, requestLocale } from '@/lib/http/respond';
import { submitOfficeRequest } from '@/lib/membership-requests/writes';
import { writeRoute } from '@/lib/write-guards/write-route';

// POST /api/insert/office-request?lang= – stores a membership request (name, email, phone_number, business_type,
// member_request, codex_request, meeting_request), mails the applicant a receipt and the office a notice; messages
// and the receipt in the language of `lang` (Mongolian by default)
async function insertOfficeRequest(request: Request): Promise<Response> {
  const locale = requestLocale(new URL(request.url).searchParams);
  const t = await apiTranslator(locale);
  const input = await readJsonObject(request);

  const outcome = await submitOfficeRequest({ input, clientAddress: clientAddressFrom(request.headers), locale });
  if (outcome.ok) return jsonPrivate({ message: t('membership.form.success') });
  if (outcome.reason === 'rateLimited') {
    return jsonError(429, t('errors.tooManyRequests'), {
      headers: { 'Retry-After': String(outcome.retryAfterSeconds) },
    });
  }
  const errors = Object.fromEntries(
    Object.entries(outcome.errors).map(([field, key]) => [field, t.has(key) ? t(key) : t('validation.invalid')]),
  );

  return jsonError(400, t('errors.invalidInput'), { errors });
}

export const POST = writeRoute(['json'], insertOfficeRequest);
