'use server';

import { and, asc, eq, inArray, sql } from 'drizzle-orm';

import { db } from '@/db';
import { constraintViolation } from '@/db/constraint-violation';
import { conferencePresenters } from '@/db/schema';
import { type ActionResult, fail, ok } from '@/lib/action-result';
import { runAdminAction } from '@/lib/admin/run-admin-action';
import { isAdminUploadKey } from '@/lib/admin/uploads';

import { discardUnusedFiles } from '../discard-unused-files';
import { placeAt, replaceRun } from './queue';
import {
  type PresenterCreateInput,
  presenterCreateSchema,
  presenterIdSchema,
  type PresenterReorderInput,
  presenterReorderSchema,
  type PresenterUpdateInput,
  presenterUpdateSchema,
} from './schema';

const M = 'admin.weekProgramme.presenters';
const presenters = conferencePresenters;

type Transaction = Parameters<Parameters<typeof db.transaction>[0]>[0];
type Saved = ActionResult<{ id: number }>;

const toRow = (input: PresenterCreateInput | PresenterUpdateInput) => ({
  eventId: input.event_id,
  nameMn: input.name_mn,
  nameEn: input.name_en,
  positionMn: input.position_mn,
  positionEn: input.position_en,
  image: input.image,
});

/** An edition's presenter ids, first to last, locked until the transaction ends so two saves do not interleave. */
async function readQueue(tx: Transaction, eventId: number): Promise<number[]> {
  const rows = await tx
    .select({ id: presenters.id })
    .from(presenters)
    .where(eq(presenters.eventId, eventId))
    .orderBy(asc(presenters.queue), asc(presenters.id))
    .for('update');

  return rows.map((row) => row.id);
}

/** Numbers an edition's queue 1..n in the order given, in one statement, touching no other edition's rows. */
async function writeQueue(tx: Transaction, eventId: number, queue: readonly number[]): Promise<void> {
  if (queue.length === 0) return;
  const places = sql.join(
    queue.map((id, index) => sql`when ${id} then cast(${index + 1} as smallint)`),
    sql` `,
  );
  await tx
    .update(presenters)
    .set({ queue: sql`case ${presenters.id} ${places} end` })
    .where(and(eq(presenters.eventId, eventId), inArray(presenters.id, [...queue])));
}

/** A save that names an edition deleted meanwhile is told so, not answered with a 500. */
async function refusingMissingEdition<T>(write: () => Promise<ActionResult<T>>): Promise<ActionResult<T>> {
  try {
    return await write();
  } catch (error) {
    if (constraintViolation(error)?.kind === 'foreignKey')
      return fail(`${M}.eventMissing`, { event_id: [`${M}.eventMissing`] });
    throw error;
  }
}

async function insertPresenter(input: PresenterCreateInput): Promise<Saved> {
  return refusingMissingEdition(() =>
    db.transaction(async (tx) => {
      const [created] = await tx.insert(presenters).values(toRow(input)).returning({ id: presenters.id });
      if (!created) return fail('errors.serverError');
      await writeQueue(
        tx,
        input.event_id,
        placeAt(await readQueue(tx, input.event_id), created.id, input.presenter_queue ?? Number.MAX_SAFE_INTEGER),
      );

      return ok(created);
    }),
  );
}

/**
 * Saves the form and moves the presenter to its place in its (possibly new) edition's queue. A changed picture must
 * be a fresh upload; the one it replaces is deleted once nothing shows it.
 */
async function editPresenter(input: PresenterUpdateInput): Promise<Saved> {
  const saved = await refusingMissingEdition(() =>
    db.transaction(async (tx): Promise<ActionResult<{ previousImage: string }>> => {
      const [stored] = await tx
        .select({ image: presenters.image })
        .from(presenters)
        .where(eq(presenters.id, input.id))
        .for('update');
      if (!stored) return fail('errors.notFound');
      if (input.image !== stored.image && !isAdminUploadKey('image', input.image))
        return fail(`${M}.imageInvalid`, { image: [`${M}.imageInvalid`] });
      await tx.update(presenters).set(toRow(input)).where(eq(presenters.id, input.id));
      await writeQueue(
        tx,
        input.event_id,
        placeAt(await readQueue(tx, input.event_id), input.id, input.presenter_queue),
      );

      return ok({ previousImage: stored.image });
    }),
  );
  if (!saved.ok) return saved;
  if (saved.data.previousImage !== input.image) await discardUnusedFiles([saved.data.previousImage]);

  return ok({ id: input.id });
}

async function removePresenter({ id }: { id: number }): Promise<Saved> {
  const [deleted] = await db.delete(presenters).where(eq(presenters.id, id)).returning({ image: presenters.image });
  if (!deleted) return fail('errors.notFound');
  await discardUnusedFiles([deleted.image]);

  return ok({ id });
}

/** A drag and drop on one page: that stretch of the edition's queue takes the new order, the rest keeps its place. */
async function reorderQueue({ event_id, ids }: PresenterReorderInput): Promise<ActionResult<{ count: number }>> {
  return db.transaction(async (tx) => {
    const queue = replaceRun(await readQueue(tx, event_id), ids);
    if (!queue) return fail(`${M}.orderStale`);
    await writeQueue(tx, event_id, queue);

    return ok({ count: ids.length });
  });
}

const byId = (_: unknown, result: { id: number }) => result.id;

/** Seeds 7.2 `POST /insert/presenter`. */
export async function createPresenter(input: unknown): Promise<Saved> {
  return runAdminAction({
    permission: 'content',
    schema: presenterCreateSchema,
    input,
    action: 'conference-presenter.create',
    run: insertPresenter,
    target: byId,
  });
}

/** Seeds 7.2 `POST /update/presenter`. */
export async function updatePresenter(input: unknown): Promise<Saved> {
  return runAdminAction({
    permission: 'content',
    schema: presenterUpdateSchema,
    input,
    action: 'conference-presenter.update',
    run: editPresenter,
    target: byId,
  });
}

/** Seeds 7.2 `DELETE /delete/presenter`. */
export async function deletePresenter(input: unknown): Promise<Saved> {
  return runAdminAction({
    permission: 'content',
    schema: presenterIdSchema,
    input,
    action: 'conference-presenter.delete',
    run: removePresenter,
    target: byId,
  });
}

/** The grid's drag and drop: one edition's queue rewritten in one transaction. */
export async function reorderPresenters(input: unknown): Promise<ActionResult<{ count: number }>> {
  return runAdminAction({
    permission: 'content',
    schema: presenterReorderSchema,
    input,
    action: 'conference-presenter.reorder',
    run: reorderQueue,
    target: ({ event_id }) => event_id,
  });
}
