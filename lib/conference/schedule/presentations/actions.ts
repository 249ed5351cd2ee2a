'use server';

import { and, asc, eq } from 'drizzle-orm';

import { db } from '@/db';
import { conferenceDays, conferenceHalls, conferencePresentations } from '@/db/schema';
import { type ActionResult, fail, ok } from '@/lib/action-result';
import { isAdminUploadKey } from '@/lib/admin/uploads';
import { runAdminAction } from '@/lib/admin/run-admin-action';
import { discardStoredFiles } from '@/lib/storage/discard';

import { refusedByConstraint } from '../constraint-errors';
import { deleteIdSchema } from '../ids';
import { SCHEDULE_ERRORS } from '../messages';
import { namesEveryRow } from '../order';
import { nextPosition } from '../positions';
import { presentationOrderSchema, presentationSchema, presentationUpdateSchema } from './schema';

type Saved = ActionResult<{ id: number }>;

const M = 'admin.weekAgenda.presentations.errors';
const presentations = conferencePresentations;
const REFUSALS = { foreignKey: `${M}.dayOrHallMissing` } as const;

/** The place after the last presentation of that day in that hall. */
const lastPlace = (dayId: number, hallId: number) =>
  nextPosition(
    presentations,
    presentations.position,
    and(eq(presentations.dayId, dayId), eq(presentations.hallId, hallId)),
  );

/** A presentation's day and hall must both exist and belong to the same edition; null when they do, else the refusal. */
async function refuseDayAndHall(dayId: number, hallId: number): Promise<string | null> {
  const [pair] = await db
    .select({ dayEvent: conferenceDays.eventId, hallEvent: conferenceHalls.eventId })
    .from(conferenceDays)
    .innerJoin(conferenceHalls, eq(conferenceHalls.id, hallId))
    .where(eq(conferenceDays.id, dayId));
  if (!pair) return REFUSALS.foreignKey;

  return pair.dayEvent === pair.hallEvent ? null : `${M}.otherEdition`;
}

/** Adds a presentation after the others of its day and hall. */
export async function createPresentation(input: unknown): Promise<Saved> {
  return runAdminAction({
    permission: 'content',
    schema: presentationSchema,
    input,
    action: 'conference-presentation.create',
    target: (_data, saved) => saved.id,
    run: async ({ event_date_id, hall_id, present_name, present_name_en, document }) => {
      if (!isAdminUploadKey('pdf', document)) return fail(`${M}.documentInvalid`);
      const refusal = await refuseDayAndHall(event_date_id, hall_id);
      if (refusal) return fail(refusal);

      return refusedByConstraint(REFUSALS, async () => {
        const [saved] = await db
          .insert(presentations)
          .values({
            dayId: event_date_id,
            hallId: hall_id,
            name: present_name,
            nameEn: present_name_en,
            document,
            position: lastPlace(event_date_id, hall_id),
          })
          .returning({ id: presentations.id });

        return saved ? ok(saved) : fail('errors.serverError');
      });
    },
  });
}

/** Edits a presentation; the PDF may stay the stored one, and one moved to another day or hall goes last there. */
export async function updatePresentation(input: unknown): Promise<Saved> {
  return runAdminAction({
    permission: 'content',
    schema: presentationUpdateSchema,
    input,
    action: 'conference-presentation.update',
    target: ({ id }) => id,
    run: async ({ id, event_date_id, hall_id, present_name, present_name_en, document }) => {
      const [current] = await db
        .select({ document: presentations.document, dayId: presentations.dayId, hallId: presentations.hallId })
        .from(presentations)
        .where(eq(presentations.id, id));
      if (!current) return fail(SCHEDULE_ERRORS.notFound);
      if (document !== current.document && !isAdminUploadKey('pdf', document)) return fail(`${M}.documentInvalid`);
      const refusal = await refuseDayAndHall(event_date_id, hall_id);
      if (refusal) return fail(refusal);
      const isMoved = current.dayId !== event_date_id || current.hallId !== hall_id;

      return refusedByConstraint(REFUSALS, async () => {
        const [saved] = await db
          .update(presentations)
          .set({
            dayId: event_date_id,
            hallId: hall_id,
            name: present_name,
            nameEn: present_name_en,
            document,
            ...(isMoved ? { position: lastPlace(event_date_id, hall_id) } : {}),
          })
          .where(eq(presentations.id, id))
          .returning({ id: presentations.id });
        if (!saved) return fail(SCHEDULE_ERRORS.notFound);
        if (document !== current.document) await discardStoredFiles([current.document]);

        return ok(saved);
      });
    },
  });
}

/** Deletes a presentation and its stored PDF. */
export async function deletePresentation(input: unknown): Promise<Saved> {
  return runAdminAction({
    permission: 'content',
    schema: deleteIdSchema,
    input,
    action: 'conference-presentation.delete',
    target: ({ id }) => id,
    run: async ({ id }) => {
      const [deleted] = await db
        .delete(presentations)
        .where(eq(presentations.id, id))
        .returning({ document: presentations.document });
      if (!deleted) return fail(SCHEDULE_ERRORS.notFound);
      await discardStoredFiles([deleted.document]);

      return ok({ id });
    },
  });
}

/** Saves the order of one day's presentations in one hall (the public hall tab follows it). */
export async function reorderPresentations(input: unknown): Promise<ActionResult<{ count: number }>> {
  return runAdminAction({
    permission: 'content',
    schema: presentationOrderSchema,
    input,
    action: 'conference-presentation.reorder',
    target: ({ ids }) => ids.join(','),
    run: ({ event_date_id, hall_id, ids }) =>
      db.transaction(async (tx) => {
        const stored = await tx
          .select({ id: presentations.id })
          .from(presentations)
          .where(and(eq(presentations.dayId, event_date_id), eq(presentations.hallId, hall_id)))
          .orderBy(asc(presentations.id))
          .for('update');
        if (
          !namesEveryRow(
            stored.map((row) => row.id),
            ids,
          )
        )
          return fail(SCHEDULE_ERRORS.orderStale);
        for (const [position, id] of ids.entries())
          await tx.update(presentations).set({ position }).where(eq(presentations.id, id));

        return ok({ count: ids.length });
      }),
  });
}
