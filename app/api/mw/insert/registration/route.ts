import { submitRegistration } from '@/lib/conference/sign-up/writes';
import { clientAddressFrom } from '@/lib/http/client-address';
import { jsonError, jsonPrivate } from '@/lib/http/json-response';
import { readJsonObject } from '@/lib/http/read-json';
import { apiTranslator, requestLocale } from '@/lib/http/respond';
import { writeRoute } from '@/lib/write-guards/write-route';

// POST /api/mw/insert/registration?lang= – registers for the current edition (company, first_name, last_name,
// country, email, phone_number) and mails a confirmation; an address registered already is answered alike (and
// mailed that it is registered); 409 when no edition is open; messages in the language of `lang` (Mongolian by
// default)
async function insertRegistration(request: Request): Promise<Response> {
  const locale = requestLocale(new URL(request.url).searchParams);
  const t = await apiTranslator(locale);
  const input = await readJsonObject(request);

  const outcome = await submitRegistration({ input, clientAddress: clientAddressFrom(request.headers), locale });
  if (outcome.ok) return jsonPrivate({ message: t('conference.register.success') });
  if (outcome.reason === 'rateLimited') {
    return jsonError(429, t('errors.tooManyRequests'), {
      headers: { 'Retry-After': String(outcome.retryAfterSeconds) },
    });
  }
  if (outcome.reason === 'noEdition') return jsonError(409, t('conference.noEdition'));
  if (outcome.reason === 'closed') return jsonError(409, t('conference.register.closed'));
  const errors = Object.fromEntries(
    Object.entries(outcome.errors).map(([field, key]) => [field, t.has(key) ? t(key) : t('validation.invalid')]),
  );

  return jsonError(400, t('conference.register.incomplete'), { errors });
}

export const POST = writeRoute(['json'], insertRegistration);
