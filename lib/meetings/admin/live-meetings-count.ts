import type { ActionResult } from '@/lib/action-result';
import type { ActionFailure, AdminText } from '@/lib/admin/action-response';

/**
 * A delete refused because live meetings still use the row carries their number in this field of the failure, so
 * that the screen can say how many (the failure's own message key says it without the number).
 */
export const LIVE_MEETINGS_FIELD = 'liveMeetings';

/** How many live meetings refused a delete; null when the failure (or success) is of another kind. */
export function liveMeetingsOf(result: ActionResult<unknown> | null): number | null {
  if (!result || result.ok) return null;
  const count = Number(result.fieldErrors?.[LIVE_MEETINGS_FIELD]?.[0]);

  return Number.isInteger(count) ? count : null;
}

/** A refused delete's message with the number of live meetings that refused it: the key's `…Count` text, when there is one. */
export function liveMeetingsMessage(failure: ActionFailure, text: AdminText): string {
  const count = liveMeetingsOf(failure);
  const counted = `${failure.error}Count`;

  return count !== null && text.has(counted) ? text(counted, { count }) : text(failure.error);
}
