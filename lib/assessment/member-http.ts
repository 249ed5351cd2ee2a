import 'server-only';

import type { z } from 'zod';

import type { Locale } from '@/lib/i18n/routing';
import { jsonRefusal } from '@/lib/http/reasons';
import { fieldMessages } from '@/lib/validation/field-messages';

import { memberAssessmentTranslator } from './member-messages';
import type { MemberWriteFailure } from './member-writes';

/** A refused member write as the API answers it: the status of its reason and the flow's message. */
export function memberFailureResponse(locale: Locale, reason: MemberWriteFailure): Response {
  return jsonRefusal(reason, memberAssessmentTranslator(locale)(`errors.${reason}`));
}

/** 400 `{ message, errors }` for fields that failed their schema (messages are keys of the flow's texts). */
export function memberInvalidInput(locale: Locale, error: z.ZodError): Response {
  const t = memberAssessmentTranslator(locale);
  // The schemas word every issue of a field alike ('errors.invalidInput'), so the first message is the field's message.
  const errors = fieldMessages(error, { root: '', text: (message) => t(message as 'errors.invalidInput') });

  return jsonRefusal('invalid', t('errors.invalidInput'), { errors });
}

/** No address to send or check a code for: the e-mail (or, to check a code, the member's id) is required. */
export function memberAddressRequired(locale: Locale): Response {
  const message = memberAssessmentTranslator(locale)('signIn.emailRequired');

  return jsonRefusal('invalid', message, { errors: { email: message } });
}

/** 429 with the flow's message: the client asked about addresses too often (lookup-limits.ts). */
export function memberLookupRefusal(locale: Locale, retryAfterSeconds: number): Response {
  return jsonRefusal('rateLimited', memberAssessmentTranslator(locale)('errors.rateLimited'), {
    headers: { 'Retry-After': String(retryAfterSeconds) },
  });
}
