'use server';

import type { ActionResult } from '@/lib/action-result';
import { runAdminAction } from '@/lib/admin/run-admin-action';

import { insertDocument, removeDocument, renameDocument } from './documents';
import { documentCreateSchema, documentRenameSchema, libraryIdSchema, videoCreateSchema, videoRenameSchema } from './schema';
import { runShelfAction } from './shelves';
import { insertVideo, removeVideo, renameVideo } from './videos';

type Saved = ActionResult<{ id: number }>;
const byId = (_: unknown, result: { id: number }) => result.id;

export async function createDocument(input: unknown): Promise<Saved> {
  return runAdminAction({ permission: 'content', schema: documentCreateSchema, input, action: 'document.create', run: insertDocument, target: byId });
}

export async function updateDocument(input: unknown): Promise<Saved> {
  return runAdminAction({ permission: 'content', schema: documentRenameSchema, input, action: 'document.update', run: renameDocument, target: byId });
}

export async function deleteDocument(input: unknown): Promise<Saved> {
  return runAdminAction({ permission: 'content', schema: libraryIdSchema, input, action: 'document.delete', run: removeDocument, target: byId });
}

export async function createVideo(input: unknown): Promise<Saved> {
  return runAdminAction({ permission: 'content', schema: videoCreateSchema, input, action: 'video.create', run: insertVideo, target: byId });
}

export async function updateVideo(input: unknown): Promise<Saved> {
  return runAdminAction({ permission: 'content', schema: videoRenameSchema, input, action: 'video.update', run: renameVideo, target: byId });
}

export async function deleteVideo(input: unknown): Promise<Saved> {
  return runAdminAction({ permission: 'content', schema: libraryIdSchema, input, action: 'video.delete', run: removeVideo, target: byId });
}

// Reports and sustainable-mining posters are one item kind on two shelves: each action names its shelf, so that
// what a caller may do and what the audit log records stay fixed per action.
export async function createReport(input: unknown): Promise<Saved> {
  return runShelfAction('reports', 'create', input);
}

export async function updateReport(input: unknown): Promise<Saved> {
  return runShelfAction('reports', 'update', input);
}

export async function deleteReport(input: unknown): Promise<Saved> {
  return runShelfAction('reports', 'delete', input);
}

export async function createSustainableItem(input: unknown): Promise<Saved> {
  return runShelfAction('sustainableMining', 'create', input);
}

export async function updateSustainableItem(input: unknown): Promise<Saved> {
  return runShelfAction('sustainableMining', 'update', input);
}

export async function deleteSustainableItem(input: unknown): Promise<Saved> {
  return runShelfAction('sustainableMining', 'delete', input);
}
