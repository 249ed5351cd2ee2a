'use server';

import type { ActionResult } from '@/lib/action-result';
import { runAdminAction } from '@/lib/admin/run-admin-action';
import { libraryIdSchema } from '@/lib/library/schema';

import { editSustainableItem, insertSustainableItem, removeSustainableItem } from './manage';
import { sustainableCreateSchema, sustainableUpdateSchema } from './schema';

type Saved = ActionResult<{ id: number }>;
const byId = (_: unknown, result: { id: number }) => result.id;

export async function createSustainableItem(input: unknown): Promise<Saved> {
  return runAdminAction({ permission: 'content', schema: sustainableCreateSchema, input, action: 'sustainable-mining.create', run: insertSustainableItem, target: byId });
}

export async function updateSustainableItem(input: unknown): Promise<Saved> {
  return runAdminAction({ permission: 'content', schema: sustainableUpdateSchema, input, action: 'sustainable-mining.update', run: editSustainableItem, target: byId });
}

export async function deleteSustainableItem(input: unknown): Promise<Saved> {
  return runAdminAction({ permission: 'content', schema: libraryIdSchema, input, action: 'sustainable-mining.delete', run: removeSustainableItem, target: byId });
}
