import 'server-only';

import type { ActionResult } from '@/lib/action-result';
import { adminTranslator } from '@/lib/admin/messages';
import { jsonError, jsonPrivate } from '@/lib/http/json-response';

type AdminKey = Parameters<ReturnType<typeof adminTranslator>>[0];
export type ActionFailure = Extract<ActionResult<unknown>, { ok: false }>;
export type AdminText = { (key: string, values?: Record<string, number>): string; has: (key: string) => boolean };

/** Failures with a status of their own; every other failure key is a conflict with the stored data (409). */
const STATUS_OF: Record<string, number> = {
  'errors.unauthorized': 401,
  'errors.forbidden': 403,
  'errors.invalidInput': 400,
  'errors.notFound': 404,
};
const CONFLICT = 409;

/**
 * Back-office texts by a key that arrives at run time (a failure, a validation issue). A key that is no back-office
 * text (a zod default, a shared `validation.*` key) reads as the invalid-input text, never as the bare key.
 */
export function adminText(): AdminText {
  const t = adminTranslator();
  const has = (key: string) => t.has(key as AdminKey);

  // A key known only at run time has no static type for its values; its ICU message checks them when formatting.
  return Object.assign((key: string, values?: Record<string, number>) => (has(key) ? t(key as AdminKey, values as never) : t('errors.invalidInput')), { has });
}

/** The first message of every field, translated: the API's `errors: { field: message }`. */
function fieldMessages(result: ActionFailure, text: AdminText): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const [field, messages] of Object.entries(result.fieldErrors ?? {})) {
    const first = messages?.[0];
    if (first) errors[field] = text(first);
  }

  return errors;
}

/**
 * The answer of a back-office route handler that calls a server action: 200 with the body `bodyOf` shapes from the
 * action's data, or the failure as `{ message }` in Mongolian (401, 403, 404, 409 for a conflict such as an e-mail
 * already registered or a time still booked), 400 with `errors` per field for invalid input. Never cached.
 * `messageOf` words a failure with more than its key (a count it carries).
 */
export function adminActionResponse<T>(
  result: ActionResult<T>,
  bodyOf: (data: T) => unknown,
  { messageOf = (failure, text) => text(failure.error) }: { messageOf?: (failure: ActionFailure, text: AdminText) => string } = {},
): Response {
  if (result.ok) return jsonPrivate(bodyOf(result.data));

  const text = adminText();
  const status = STATUS_OF[result.error] ?? CONFLICT;
  const message = messageOf(result, text);

  return status === 400 ? jsonError(status, message, { errors: fieldMessages(result, text) }) : jsonError(status, message);
}
