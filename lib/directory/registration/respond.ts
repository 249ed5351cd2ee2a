import 'server-only';

import { jsonPrivate } from '@/lib/http/json-response';
import { jsonRefusal } from '@/lib/http/reasons';
import { apiTranslator } from '@/lib/http/respond';
import type { Locale } from '@/lib/i18n/routing';

import { QUEUE_FULL_RETRY_SECONDS } from './limits';
import { REGISTRATION_FAILED, REVIEW_QUEUE_FULL } from './outcome';
import type { SubmitOutcome } from './writes';

/** A registration's outcome as the JSON API answers it, messages in `locale`. */
export async function registrationResponse(outcome: SubmitOutcome, locale: Locale): Promise<Response> {
  const t = await apiTranslator(locale);
  if (outcome.ok) return jsonPrivate({ message: t('directory-register.form.received') });
  if (outcome.reason === 'rateLimited') {
    return jsonRefusal('rateLimited', t('errors.tooManyRequests'), {
      headers: { 'Retry-After': String(outcome.retryAfterSeconds) },
    });
  }
  if (outcome.reason === 'queueFull')
    return jsonRefusal('queueFull', t(REVIEW_QUEUE_FULL), {
      headers: { 'Retry-After': String(QUEUE_FULL_RETRY_SECONDS) },
    });
  const errors = Object.fromEntries(
    Object.entries(outcome.errors).map(([field, key]) => [field, t.has(key) ? t(key) : t('validation.invalid')]),
  );
  // The one field message of a refused logo is the clearest answer; invalid fields get the seeds' failure text.
  const message =
    outcome.reason === 'invalid' ? t(REGISTRATION_FAILED) : (Object.values(errors)[0] ?? t(REGISTRATION_FAILED));

  // Each refusal's status is its reason's (lib/http/reasons.ts, DESIGN 7).
  return jsonRefusal(outcome.reason, message, { errors });
}
