'use server';

import { eq } from 'drizzle-orm';

import { db } from '@/db';
import { conferenceSessions } from '@/db/schema';
import { type ActionResult, fail, ok } from '@/lib/action-result';
import { runAdminAction } from '@/lib/admin/run-admin-action';

import { refusedByConstraint } from '../constraint-errors';
import { deleteIdSchema } from '../ids';
import { SCHEDULE_ERRORS } from '../messages';
import { sessionSchema, sessionUpdateSchema, type SessionValues } from './schema';

type Saved = ActionResult<{ id: number }>;

/** The table's check repeats the schema's time order; a refusal there is the same message, never a 500. */
const REFUSALS = {
  foreignKey: SCHEDULE_ERRORS.dayMissing,
  check: 'admin.weekAgenda.programme.errors.endBeforeStart',
} as const;

function toColumns(session: SessionValues) {
  return {
    dayId: session.event_date_id,
    startsAt: session.starts_at,
    endsAt: session.ends_at,
    title: session.title,
    titleEn: session.title_en,
    place: session.place,
    placeEn: session.place_en,
  };
}

/** Adds an item to a day's programme (the public agenda table and its calendar file show it). */
export async function createSession(input: unknown): Promise<Saved> {
  return runAdminAction({
    permission: 'content',
    schema: sessionSchema,
    input,
    action: 'conference-session.create',
    target: (_data, saved) => saved.id,
    run: (session) =>
      refusedByConstraint(REFUSALS, async () => {
        const [saved] = await db
          .insert(conferenceSessions)
          .values(toColumns(session))
          .returning({ id: conferenceSessions.id });

        return saved ? ok(saved) : fail('errors.serverError');
      }),
  });
}

export async function updateSession(input: unknown): Promise<Saved> {
  return runAdminAction({
    permission: 'content',
    schema: sessionUpdateSchema,
    input,
    action: 'conference-session.update',
    target: ({ id }) => id,
    run: ({ id, ...session }) =>
      refusedByConstraint(REFUSALS, async () => {
        const [saved] = await db
          .update(conferenceSessions)
          .set(toColumns(session))
          .where(eq(conferenceSessions.id, id))
          .returning({ id: conferenceSessions.id });

        return saved ? ok(saved) : fail(SCHEDULE_ERRORS.notFound);
      }),
  });
}

export async function deleteSession(input: unknown): Promise<Saved> {
  return runAdminAction({
    permission: 'content',
    schema: deleteIdSchema,
    input,
    action: 'conference-session.delete',
    target: ({ id }) => id,
    run: async ({ id }) => {
      const deleted = await db
        .delete(conferenceSessions)
        .where(eq(conferenceSessions.id, id))
        .returning({ id: conferenceSessions.id });

      return deleted.length > 0 ? ok({ id }) : fail(SCHEDULE_ERRORS.notFound);
    },
  });
}
