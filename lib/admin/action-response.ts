import 'server-only';

import type { ActionResult } from '@/lib/action-result';
import { adminTranslator } from '@/lib/admin/messages';
import { jsonError, jsonPrivate } from '@/lib/http/json-response';
import { type Reason, statusOfText } from '@/lib/http/reasons';
import { fieldMessages } from '@/lib/validation/field-messages';

type AdminKey = Parameters<ReturnType<typeof adminTranslator>>[0];
export type ActionFailure = Extract<ActionResult<unknown>, { ok: false }>;
export type AdminText = { (key: string, values?: Record<string, number>): string; has: (key: string) => boolean };

/**
 * The reason of each failure key a back-office handler answers with: runAdminAction's own, and the conflicts with the
 * stored data the meeting screens' actions report (an e-mail or a room name taken, a picture that is no stored
 * upload, a row live meetings still use). A key missing here is answered 500 and logged (lib/http/reasons.ts).
 */
const REASON_OF_FAILURE: Partial<Record<AdminKey, Reason>> = {
  'errors.unauthorized': 'unauthorized',
  'errors.forbidden': 'forbidden',
  'errors.invalidInput': 'invalid',
  'errors.notFound': 'notFound',
  'admin.yellowMeetings.errors.emailTaken': 'conflict',
  'admin.yellowMeetings.errors.roomNameTaken': 'conflict',
  'admin.yellowMeetings.errors.pictureInvalid': 'conflict',
  'admin.yellowMeetings.errors.timeInUse': 'conflict',
  'admin.yellowMeetings.errors.roomInUse': 'conflict',
  'admin.yellowMeetings.errors.userInUse': 'conflict',
};

function reasonOfFailure(key: string): Reason | undefined {
  return Object.hasOwn(REASON_OF_FAILURE, key) ? REASON_OF_FAILURE[key as AdminKey] : undefined;
}

/**
 * Back-office texts by a key that arrives at run time (a failure, a validation issue). A key that is no back-office
 * text (a zod default, a shared `validation.*` key) reads as the invalid-input text, never as the bare key.
 */
export function adminText(): AdminText {
  const t = adminTranslator();
  const has = (key: string) => t.has(key as AdminKey);

  // A key known only at run time has no static type for its values; its ICU message checks them when formatting.
  return Object.assign(
    (key: string, values?: Record<string, number>) =>
      has(key) ? t(key as AdminKey, values as never) : t('errors.invalidInput'),
    { has },
  );
}

/**
 * The answer of a back-office route handler that calls a server action: 200 with the body `bodyOf` shapes from the
 * action's data, or the failure as `{ message }` in Mongolian (401, 403, 404, 409 for a conflict such as an e-mail
 * already registered or a time still booked), 400 with `errors` per field (the first message of each) for invalid
 * input, 500 for a failure key with no reason. Never cached. `messageOf` words a failure with more than its key (a
 * count it carries).
 */
export function adminActionResponse<T>(
  result: ActionResult<T>,
  bodyOf: (data: T) => unknown,
  {
    messageOf = (failure, text) => text(failure.error),
  }: { messageOf?: (failure: ActionFailure, text: AdminText) => string } = {},
): Response {
  if (result.ok) return jsonPrivate(bodyOf(result.data));

  const text = adminText();
  const reason = reasonOfFailure(result.error);
  // The key itself is the run-time reason the table misses, so the log names it.
  const status = statusOfText(reason ?? result.error);
  if (reason === undefined) return jsonError(status, text('errors.serverError'));
  const message = messageOf(result, text);

  return reason === 'invalid'
    ? jsonError(status, message, {
        errors: fieldMessages(result.fieldErrors ?? {}, { text: (message) => text(message) }),
      })
    : jsonError(status, message);
}
