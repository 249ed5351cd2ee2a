import type { ActionResult } from '@/lib/action-result';

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
