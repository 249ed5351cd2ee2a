import { type ActionResult, fail, ok } from '@/lib/action-result';

import type { SubmitOutcome } from './writes';

/** Seeds 8: any failed registration says 'Алдаа гарлаа.'; the fields say what to correct. */
export const REGISTRATION_FAILED = 'directory-register.form.failed';

/** Too many requests wait for review: the form says so and asks to come back later. */
export const REVIEW_QUEUE_FULL = 'directory-register.form.queueFull';

/** A submission's outcome as the form reads it: the id, or the failure with its messages per field. */
export function toActionResult(outcome: SubmitOutcome): ActionResult<{ id: number }> {
  if (outcome.ok) return ok({ id: outcome.id });
  if (outcome.reason === 'rateLimited') return fail('errors.tooManyRequests');
  if (outcome.reason === 'queueFull') return fail(REVIEW_QUEUE_FULL);

  return fail(
    REGISTRATION_FAILED,
    Object.fromEntries(Object.entries(outcome.errors).map(([field, message]) => [field, [message]])),
  );
}
