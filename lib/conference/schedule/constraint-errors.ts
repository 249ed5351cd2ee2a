import { type ConstraintKind, constraintViolation } from '@/db/constraint-violation';
import { type ActionResult, fail } from '@/lib/action-result';

/**
 * Runs a write and turns a refusal by a database constraint into the message staff read (a day deleted by a
 * colleague meanwhile, times out of order), instead of a 500. Other errors are unexpected and go on up.
 */
export async function refusedByConstraint<T>(
  messages: Partial<Record<ConstraintKind, string>>,
  write: () => Promise<ActionResult<T>>,
): Promise<ActionResult<T>> {
  try {
    return await write();
  } catch (error) {
    const kind = constraintViolation(error)?.kind;
    const message = kind ? messages[kind] : undefined;
    if (message) return fail(message);
    throw error;
  }
}
