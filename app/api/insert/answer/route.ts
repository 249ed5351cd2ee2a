import { submitAnonymousAssessment } from '@/lib/assessment/anonymous-writes';
import { clientAddressFrom } from '@/lib/http/client-address';
import { jsonError, jsonPrivate } from '@/lib/http/json-response';
import { readJsonObject } from '@/lib/http/read-json';
import { apiTranslator, requestLocale } from '@/lib/http/respond';
import { writeRoute } from '@/lib/write-guards/write-route';

// POST /api/insert/answer?lang= – stores an anonymous self-assessment (name, email, phone_number, answers[]) and
// answers its result; messages in the language of `lang` (Mongolian by default)
async function insertAnswer(request: Request): Promise<Response> {
  const t = await apiTranslator(requestLocale(new URL(request.url).searchParams));
  const input = await readJsonObject(request);

  const outcome = await submitAnonymousAssessment({ input, clientAddress: clientAddressFrom(request.headers) });
  if (outcome.ok) return jsonPrivate({ result: outcome.result });
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

export const POST = writeRoute(['json'], insertAnswer);
