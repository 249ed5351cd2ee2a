'use server';

import { and, eq } from 'drizzle-orm';

import { db } from '@/db';
import { constraintViolation } from '@/db/constraint-violation';
import { conferenceAgendaImages, conferenceDays, conferenceGalleryImages, conferencePresentations } from '@/db/schema';
import { type ActionResult, fail, ok } from '@/lib/action-result';
import { runAdminAction } from '@/lib/admin/run-admin-action';

import { discardUnusedFiles } from '../discard-unused-files';
import { getEditionRange } from './queries';
import {
  eventDayIdSchema,
  eventDaySchema,
  type EventDayUpdateValues,
  eventDayUpdateSchema,
  type EventDayValues,
  isWithinEdition,
} from './schema';

const M = 'admin.weekProgramme.eventDates';
const days = conferenceDays;

type Saved = ActionResult<{ id: number }>;

/** A refusal with its message on the field it concerns, so the form shows it there and keeps what was typed. */
const refuse = (field: keyof EventDayValues, message: string): ActionResult<never> =>
  fail(`${M}.${message}`, { [field]: [`${M}.${message}`] });

/** The rules that need the database and are not constraints: the edition exists and the date lies within it. */
async function checkDate(values: EventDayValues): Promise<ActionResult<null>> {
  const range = await getEditionRange(values.event_id);
  if (!range) return refuse('event_id', 'eventMissing');

  return isWithinEdition(values.event_date, range) ? ok(null) : refuse('event_date', 'dateOutOfRange');
}

/**
 * Runs the write; the unique (edition, day) constraint and the edition's foreign key answer with their messages.
 * The constraint, not a look beforehand, decides a taken day: two colleagues saving at once cannot both get it.
 */
async function refusingConstraints(write: () => Promise<Saved>): Promise<Saved> {
  try {
    return await write();
  } catch (error) {
    const kind = constraintViolation(error)?.kind;
    if (kind === 'unique') return refuse('day', 'dayTaken');
    if (kind === 'foreignKey') return refuse('event_id', 'eventMissing');
    throw error;
  }
}

async function insertEventDay(values: EventDayValues): Promise<Saved> {
  const checked = await checkDate(values);
  if (!checked.ok) return checked;

  return refusingConstraints(async () => {
    const [created] = await db
      .insert(days)
      .values({ eventId: values.event_id, day: values.day, eventDate: values.event_date })
      .returning({ id: days.id });

    return created ? ok(created) : fail('errors.serverError');
  });
}

/** Changes a day's number or date within its own edition (the WHERE names both). */
async function editEventDay(values: EventDayUpdateValues): Promise<Saved> {
  const checked = await checkDate(values);
  if (!checked.ok) return checked;

  return refusingConstraints(async () => {
    const [updated] = await db
      .update(days)
      .set({ day: values.day, eventDate: values.event_date })
      .where(and(eq(days.id, values.id), eq(days.eventId, values.event_id)))
      .returning({ id: days.id });

    return updated ? ok(updated) : fail('errors.notFound');
  });
}

/**
 * Deletes a day; its agenda pages, programme, presentations and photos go with it (the foreign keys cascade), and
 * so do their stored files once nothing else shows them.
 */
async function removeEventDay({ id }: { id: number }): Promise<Saved> {
  const files = await db.transaction(async (tx) => {
    const [agenda, photos, documents] = await Promise.all([
      tx
        .select({ key: conferenceAgendaImages.image })
        .from(conferenceAgendaImages)
        .where(eq(conferenceAgendaImages.dayId, id)),
      tx
        .select({ key: conferenceGalleryImages.image })
        .from(conferenceGalleryImages)
        .where(eq(conferenceGalleryImages.dayId, id)),
      tx
        .select({ key: conferencePresentations.document })
        .from(conferencePresentations)
        .where(eq(conferencePresentations.dayId, id)),
    ]);
    const deleted = await tx.delete(days).where(eq(days.id, id)).returning({ id: days.id });

    return deleted.length > 0 ? [...agenda, ...photos, ...documents].map((row) => row.key) : null;
  });
  if (!files) return fail('errors.notFound');
  await discardUnusedFiles(files);

  return ok({ id });
}

const byId = (_: unknown, result: { id: number }) => result.id;

/** Adds a day to an edition (the seeds' empty "event dates" screen made real). */
export async function createEventDay(input: unknown): Promise<Saved> {
  return runAdminAction({
    permission: 'content',
    schema: eventDaySchema,
    input,
    action: 'conference-day.create',
    run: insertEventDay,
    target: byId,
  });
}

export async function updateEventDay(input: unknown): Promise<Saved> {
  return runAdminAction({
    permission: 'content',
    schema: eventDayUpdateSchema,
    input,
    action: 'conference-day.update',
    run: editEventDay,
    target: byId,
  });
}

export async function deleteEventDay(input: unknown): Promise<Saved> {
  return runAdminAction({
    permission: 'content',
    schema: eventDayIdSchema,
    input,
    action: 'conference-day.delete',
    run: removeEventDay,
    target: byId,
  });
}
