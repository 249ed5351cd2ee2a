import { z } from 'zod';

/** A new order of a list's rows by id, first to last; each id once. */
export const orderedIdsSchema = z
  .array(z.number().int().positive())
  .min(1)
  .max(500)
  .refine((ids) => new Set(ids).size === ids.length, 'duplicate id');

/**
 * An order is saved only when it names exactly the rows the list has now: one made before a colleague added or
 * removed a row would leave that row without a place, so it is refused and the screen reloads instead.
 */
export function namesEveryRow(stored: readonly number[], wanted: readonly number[]): boolean {
  const remaining = new Set(stored);

  return stored.length === wanted.length && wanted.every((id) => remaining.delete(id));
}
