'use server';

import { and, asc, eq } from 'drizzle-orm';

import { db } from '@/db';
import { constraintViolation } from '@/db/constraint-violation';
import { conferenceEvents, conferenceNews, conferencePartners } from '@/db/schema';
import { type ActionResult, fail, ok } from '@/lib/action-result';
import { runAdminAction } from '@/lib/admin/run-admin-action';

import { editionIdSchema, editionSchema, editionUpdateSchema, type EditionValues } from './schema';
import { discardUnreferencedFiles } from './stored-files';

const M = 'admin.weekEditions.errors';

type Saved = ActionResult<{ id: number }>;

const toRow = (values: EditionValues) => ({
  name: values.name,
  nameEn: values.name_en,
  year: values.year,
  startsOn: values.starts_on,
  endsOn: values.ends_on,
  venue: values.venue,
  venueEn: values.venue_en,
  timeZone: values.time_zone,
});

/** Two saves of the same year at once both get past the form; the unique constraint refuses the second. */
async function saveEdition(write: () => Promise<{ id: number } | undefined>): Promise<Saved> {
  try {
    const saved = await write();

    return saved ? ok(saved) : fail(`${M}.notFound`);
  } catch (error) {
    if (constraintViolation(error)?.constraint === 'conference_events_year_unique')
      return fail(`${M}.yearTaken`, { year: [`${M}.yearTaken`] });
    throw error;
  }
}

/** A new edition starts as an archive-to-be: it is served only once staff make it current. */
export async function createEdition(input: unknown): Promise<Saved> {
  return runAdminAction({
    permission: 'content',
    schema: editionSchema,
    input,
    action: 'conference-edition.create',
    target: (_values, saved) => saved.id,
    run: (values) =>
      saveEdition(
        async () => (await db.insert(conferenceEvents).values(toRow(values)).returning({ id: conferenceEvents.id }))[0],
      ),
  });
}

export async function updateEdition(input: unknown): Promise<Saved> {
  return runAdminAction({
    permission: 'content',
    schema: editionUpdateSchema,
    input,
    action: 'conference-edition.update',
    target: ({ id }) => id,
    run: ({ id, ...values }) =>
      saveEdition(
        async () =>
          (
            await db
              .update(conferenceEvents)
              .set(toRow(values))
              .where(eq(conferenceEvents.id, id))
              .returning({ id: conferenceEvents.id })
          )[0],
      ),
  });
}

/**
 * Serves this edition at /mw; the one served before becomes its archive at /mw/{year}, keeping all its data. The
 * partial unique index allows one current edition, and is checked row by row, so the old one is unset before the
 * new one is set, in one transaction. The editions are locked first: two staff making different editions current
 * at once then take turns, the second seeing the first's result, instead of colliding on the index.
 */
export async function makeEditionCurrent(
  input: unknown,
): Promise<ActionResult<{ id: number; previousYear: number | null }>> {
  return runAdminAction({
    permission: 'content',
    schema: editionIdSchema,
    input,
    action: 'conference-edition.current',
    target: ({ id }) => id,
    run: ({ id }) =>
      db.transaction(async (tx) => {
        const editions = await tx
          .select({ id: conferenceEvents.id, year: conferenceEvents.year, isCurrent: conferenceEvents.isCurrent })
          .from(conferenceEvents)
          .orderBy(asc(conferenceEvents.id))
          .for('update');
        const chosen = editions.find((edition) => edition.id === id);
        if (!chosen) return fail(`${M}.notFound`);
        const previous = editions.find((edition) => edition.isCurrent && edition.id !== id);
        if (previous)
          await tx.update(conferenceEvents).set({ isCurrent: false }).where(eq(conferenceEvents.id, previous.id));
        if (!chosen.isCurrent)
          await tx.update(conferenceEvents).set({ isCurrent: true }).where(eq(conferenceEvents.id, id));

        return ok({ id, previousYear: previous?.year ?? null });
      }),
  });
}

/**
 * Deletes an archived edition with everything hanging on it (days, programme, partners, news: the foreign keys
 * cascade), and the files of its banner, partners and news. The current edition is never deleted, and neither is
 * one that visitors registered for: the registrations' foreign key restricts, and its refusal becomes the message.
 */
export async function deleteEdition(input: unknown): Promise<Saved> {
  return runAdminAction({
    permission: 'content',
    schema: editionIdSchema,
    input,
    action: 'conference-edition.delete',
    target: ({ id }) => id,
    run: async ({ id }) => {
      const [edition] = await db
        .select({ isCurrent: conferenceEvents.isCurrent })
        .from(conferenceEvents)
        .where(eq(conferenceEvents.id, id));
      if (!edition) return fail(`${M}.notFound`);
      if (edition.isCurrent) return fail(`${M}.deleteCurrent`);
      try {
        const files = await db.transaction(async (tx) => {
          const [logos, covers] = await Promise.all([
            tx
              .select({ key: conferencePartners.logo })
              .from(conferencePartners)
              .where(eq(conferencePartners.eventId, id)),
            tx.select({ key: conferenceNews.image }).from(conferenceNews).where(eq(conferenceNews.eventId, id)),
          ]);
          // Not current is part of the condition: another admin may have made it current since it was read.
          const [deleted] = await tx
            .delete(conferenceEvents)
            .where(and(eq(conferenceEvents.id, id), eq(conferenceEvents.isCurrent, false)))
            .returning({ video: conferenceEvents.video, poster: conferenceEvents.poster });

          return deleted
            ? [deleted.video, deleted.poster, ...logos.map((row) => row.key), ...covers.map((row) => row.key)]
            : null;
        });
        if (!files) return fail(`${M}.deleteCurrent`);
        await discardUnreferencedFiles(files);

        return ok({ id });
      } catch (error) {
        if (constraintViolation(error)?.kind === 'foreignKey') return fail(`${M}.hasRegistrations`);
        throw error;
      }
    },
  });
}
