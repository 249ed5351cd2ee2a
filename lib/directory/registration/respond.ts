import 'server-only';

import { apiTranslator } from '@/lib/http/respond';
import type { Locale } from '@/lib/i18n/routing';
import { jsonError, jsonPrivate } from '@/lib/http/json-response';

import { QUEUE_FULL_RETRY_SECONDS } from './limits';
import { REGISTRATION_FAILED, REVIEW_QUEUE_FULL } from './outcome';
import type { SubmitOutcome } from './writes';

/** HTTP statuses of the refusals that are not invalid fields (DESIGN 7). */
const STATUS = { logoTooLarge: 413, logoType: 415, logoDimensions: 400, storageUnavailable: 503, invalidCategory: 400, invalid: 400 } as const;

/** A registration's outcome as the JSON API answers it, messages in `locale`. */
export async function registrationResponse(outcome: SubmitOutcome, locale: Locale): Promise<Response> {
  const t = await apiTranslator(locale);
  if (outcome.ok) return jsonPrivate({ message: t('directory-register.form.received') });
  if (outcome.reason === 'rateLimited') {
    return jsonError(429, t('errors.tooManyRequests'), { headers: { 'Retry-After': String(outcome.retryAfterSeconds) } });
  }
  if (outcome.reason === 'queueFull') return jsonError(429, t(REVIEW_QUEUE_FULL), { headers: { 'Retry-After': String(QUEUE_FULL_RETRY_SECONDS) } });
  const errors = Object.fromEntries(Object.entries(outcome.errors).map(([field, key]) => [field, t.has(key) ? t(key) : t('validation.invalid')]));
  // The one field message of a refused logo is the clearest answer; invalid fields get the seeds' failure text.
  const message = outcome.reason === 'invalid' ? t(REGISTRATION_FAILED) : (Object.values(errors)[0] ?? t(REGISTRATION_FAILED));

  return jsonError(STATUS[outcome.reason], message, { errors });
}
