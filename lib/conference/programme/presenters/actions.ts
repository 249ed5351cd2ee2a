'use server';

import type { ActionResult } from '@/lib/action-result';
import { runAdminAction } from '@/lib/admin/run-admin-action';

import { editPresenter, insertPresenter, removePresenter, reorderQueue } from './writes';
import { presenterCreateSchema, presenterIdSchema, presenterReorderSchema, presenterUpdateSchema } from './schema';

type Saved = ActionResult<{ id: number }>;
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
