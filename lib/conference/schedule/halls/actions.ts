'use server';

import { asc, eq } from 'drizzle-orm';

import { db } from '@/db';
import { conferenceHalls, conferencePresentations } from '@/db/schema';
import { type ActionResult, fail, ok } from '@/lib/action-result';
import { runAdminAction } from '@/lib/admin/run-admin-action';
import { discardStoredFiles } from '@/lib/storage/discard';

import { refusedByConstraint } from '../constraint-errors';
import { SCHEDULE_ERRORS } from '../messages';
import { namesEveryRow } from '../order';
import { nextPosition } from '../positions';
import { hallDeleteSchema, hallOrderSchema, hallSchema, hallUpdateSchema } from './schema';

type Saved = ActionResult<{ id: number }>;

const halls = conferenceHalls;

/** Adds a hall after the edition's last one. */
export async function createHall(input: unknown): Promise<Saved> {
  return runAdminAction({
    permission: 'content',
    schema: hallSchema,
    input,
    action: 'conference-hall.create',
    target: (_data, saved) => saved.id,
    run: ({ event_id, hall_name, hall_name_en }) =>
      refusedByConstraint({ foreignKey: 'admin.weekAgenda.halls.errors.editionMissing' }, async () => {
        const [saved] = await db
          .insert(halls)
          .values({
            eventId: event_id,
            name: hall_name,
            nameEn: hall_name_en,
            position: nextPosition(halls, halls.position, eq(halls.eventId, event_id)),
          })
          .returning({ id: halls.id });

        return saved ? ok(saved) : fail('errors.serverError');
      }),
  });
}

/** Renames a hall. */
export async function updateHall(input: unknown): Promise<Saved> {
  return runAdminAction({
    permission: 'content',
    schema: hallUpdateSchema,
    input,
    action: 'conference-hall.update',
    target: ({ id }) => id,
    run: async ({ id, hall_name, hall_name_en }) => {
      const [saved] = await db
        .update(halls)
        .set({ name: hall_name, nameEn: hall_name_en })
        .where(eq(halls.id, id))
        .returning({ id: halls.id });

      return saved ? ok(saved) : fail(SCHEDULE_ERRORS.notFound);
    },
  });
}

/**
 * Deletes a hall and, through the foreign key, its presentations, but only when their number is the one the
 * person confirmed; their PDFs are removed from storage once the rows are gone.
 */
export async function deleteHall(input: unknown): Promise<Saved> {
  return runAdminAction({
    permission: 'content',
    schema: hallDeleteSchema,
    input,
    action: 'conference-hall.delete',
    target: ({ id }) => id,
    run: async ({ id, presentations }) => {
      const outcome = await db.transaction(async (tx) => {
        // The hall's row lock holds back a presentation being added to it until the count below is used.
        const [hall] = await tx.select({ id: halls.id }).from(halls).where(eq(halls.id, id)).for('update');
        if (!hall) return fail(SCHEDULE_ERRORS.notFound);
        const documents = await tx
          .select({ document: conferencePresentations.document })
          .from(conferencePresentations)
          .where(eq(conferencePresentations.hallId, id));
        if (documents.length !== presentations) return fail('admin.weekAgenda.halls.errors.countChanged');
        await tx.delete(halls).where(eq(halls.id, id));

        return ok(documents.map((row) => row.document));
      });
      if (!outcome.ok) return outcome;
      await discardStoredFiles(outcome.data);

      return ok({ id });
    },
  });
}

/** Saves the order of an edition's halls (the public hall tabs follow it). */
export async function reorderHalls(input: unknown): Promise<ActionResult<{ count: number }>> {
  return runAdminAction({
    permission: 'content',
    schema: hallOrderSchema,
    input,
    action: 'conference-hall.reorder',
    target: ({ ids }) => ids.join(','),
    run: ({ event_id, ids }) =>
      db.transaction(async (tx) => {
        const stored = await tx
          .select({ id: halls.id })
          .from(halls)
          .where(eq(halls.eventId, event_id))
          .orderBy(asc(halls.id))
          .for('update');
        if (
          !namesEveryRow(
            stored.map((row) => row.id),
            ids,
          )
        )
          return fail(SCHEDULE_ERRORS.orderStale);
        for (const [position, id] of ids.entries()) await tx.update(halls).set({ position }).where(eq(halls.id, id));

        return ok({ count: ids.length });
      }),
  });
}
