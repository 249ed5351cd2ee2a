import 'server-only';

import type { z } from 'zod';

import type { Locale } from '@/lib/i18n/routing';
import { jsonError } from '@/lib/http/json-response';

import { memberAssessmentTranslator } from './member-messages';
import { MEMBER_WRITE_STATUS, type MemberWriteFailure } from './member-writes';

/** A refused member write as the API answers it: the status of its reason and the flow's message. */
export function memberFailureResponse(locale: Locale, reason: MemberWriteFailure): Response {
  return jsonError(MEMBER_WRITE_STATUS[reason], memberAssessmentTranslator(locale)(`errors.${reason}`));
}

/** 400 `{ message, errors }` for fields that failed their schema (messages are keys of the flow's texts). */
export function memberInvalidInput(locale: Locale, error: z.ZodError): Response {
  const t = memberAssessmentTranslator(locale);
  const errors = Object.fromEntries(error.issues.map((issue) => [issue.path.join('.'), t(issue.message as 'errors.invalidInput')]));

  return jsonError(400, t('errors.invalidInput'), { errors });
}

/** No address to send or check a code for: the e-mail (or, to check a code, the member's id) is required. */
export function memberAddressRequired(locale: Locale): Response {
  const message = memberAssessmentTranslator(locale)('signIn.emailRequired');

  return jsonError(400, message, { errors: { email: message } });
}

/** 429 with the flow's message: the client asked about addresses too often (lookup-limits.ts). */
export function memberLookupRefusal(locale: Locale, retryAfterSeconds: number): Response {
  return jsonError(429, memberAssessmentTranslator(locale)('errors.rateLimited'), { headers: { 'Retry-After': String(retryAfterSeconds) } });
}
