import { z } from 'zod';

import { queryIdSchema, rowIdSchema } from '../ids';
import { orderedIdsSchema } from '../order';

const M = 'admin.weekAgenda.halls.errors';

const name = (required: string) => z.string().trim().min(1, required).max(200, `${M}.tooLong`);

/** A hall of an edition (seeds 3 Hall: hall_name, hall_name_en), both names required: the public tabs show one per language. */
export const hallSchema = z.object({
  event_id: rowIdSchema,
  hall_name: name(`${M}.nameRequired`),
  hall_name_en: name(`${M}.nameEnRequired`),
});
export type HallInput = z.input<typeof hallSchema>;

/** An edit renames a hall; it stays in its edition. */
export const hallUpdateSchema = hallSchema.omit({ event_id: true }).extend({ id: rowIdSchema });

/**
 * A hall goes with its presentations (the foreign key cascades), so the delete names how many the person was told
 * would go: when that number is no longer right, nothing is deleted and the screen asks again.
 */
export const hallDeleteSchema = z.object({ id: rowIdSchema, presentations: z.number().int().min(0) });

/** The edition's halls in their new order, first to last. */
export const hallOrderSchema = z.object({ event_id: rowIdSchema, ids: orderedIdsSchema });

/** Seeds 7.1 `GET /get/hall?event=`: an edition's id, the current one when left out. */
export const hallQuerySchema = z.object({ event: queryIdSchema.optional() });
