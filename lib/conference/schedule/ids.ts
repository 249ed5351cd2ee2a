import { z } from 'zod';

/** A row id in a query string: a positive whole number PostgreSQL's integer holds. */
export const queryIdSchema = z.coerce
  .number({ message: 'validation.positiveInteger' })
  .int('validation.positiveInteger')
  .min(1, 'validation.positiveInteger')
  .max(2_147_483_647, 'validation.positiveInteger');

/** A row id a form sends back (a number already: the selects hand over numbers). */
export const rowIdSchema = z.number().int().positive().max(2_147_483_647);

/** The id of the row a delete is about. */
export const deleteIdSchema = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });
