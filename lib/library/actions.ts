'use server';

import { eq } from 'drizzle-orm';

import { db } from '@/db';
import { documents, videos } from '@/db/schema';
import { type ActionResult, fail, ok } from '@/lib/action-result';
import { runAdminAction } from '@/lib/admin/run-admin-action';
import { discardStoredFiles } from '@/lib/storage/discard';

import {
  type DocumentCreateInput,
  documentCreateSchema,
  type DocumentRenameInput,
  documentRenameSchema,
  libraryIdSchema,
  type VideoCreateInput,
  videoCreateSchema,
  type VideoRenameInput,
  videoRenameSchema,
} from './schema';
import { runShelfAction } from './shelves';

type Saved = ActionResult<{ id: number }>;
const byId = (_: unknown, result: { id: number }) => result.id;

async function insertDocument(input: DocumentCreateInput): Promise<ActionResult<{ id: number }>> {
  const [created] = await db
    .insert(documents)
    .values({ title: input.title, titleEn: input.title_en, pdf: input.pdf })
    .returning({ id: documents.id });

  return created ? ok(created) : fail('errors.serverError');
}

async function renameDocument(input: DocumentRenameInput): Promise<ActionResult<{ id: number }>> {
  const [updated] = await db
    .update(documents)
    .set({ title: input.title, titleEn: input.title_en })
    .where(eq(documents.id, input.id))
    .returning({ id: documents.id });

  return updated ? ok(updated) : fail('errors.notFound');
}

/** Deletes the row, then its PDF from storage. */
async function removeDocument({ id }: { id: number }): Promise<ActionResult<{ id: number }>> {
  const [deleted] = await db
    .delete(documents)
    .where(eq(documents.id, id))
    .returning({ id: documents.id, pdf: documents.pdf });
  if (!deleted) return fail('errors.notFound');
  await discardStoredFiles([deleted.pdf]);

  return ok({ id: deleted.id });
}

async function insertVideo(input: VideoCreateInput): Promise<ActionResult<{ id: number }>> {
  const [created] = await db
    .insert(videos)
    .values({ title: input.title, titleEn: input.title_en, video: input.video })
    .returning({ id: videos.id });

  return created ? ok(created) : fail('errors.serverError');
}

async function renameVideo(input: VideoRenameInput): Promise<ActionResult<{ id: number }>> {
  const [updated] = await db
    .update(videos)
    .set({ title: input.title, titleEn: input.title_en })
    .where(eq(videos.id, input.id))
    .returning({ id: videos.id });

  return updated ? ok(updated) : fail('errors.notFound');
}

/** Deletes the row, then its mp4 from storage. */
async function removeVideo({ id }: { id: number }): Promise<ActionResult<{ id: number }>> {
  const [deleted] = await db.delete(videos).where(eq(videos.id, id)).returning({ id: videos.id, video: videos.video });
  if (!deleted) return fail('errors.notFound');
  await discardStoredFiles([deleted.video]);

  return ok({ id: deleted.id });
}

export async function createDocument(input: unknown): Promise<Saved> {
  return runAdminAction({
    permission: 'content',
    schema: documentCreateSchema,
    input,
    action: 'document.create',
    run: insertDocument,
    target: byId,
  });
}

export async function updateDocument(input: unknown): Promise<Saved> {
  return runAdminAction({
    permission: 'content',
    schema: documentRenameSchema,
    input,
    action: 'document.update',
    run: renameDocument,
    target: byId,
  });
}

export async function deleteDocument(input: unknown): Promise<Saved> {
  return runAdminAction({
    permission: 'content',
    schema: libraryIdSchema,
    input,
    action: 'document.delete',
    run: removeDocument,
    target: byId,
  });
}

export async function createVideo(input: unknown): Promise<Saved> {
  return runAdminAction({
    permission: 'content',
    schema: videoCreateSchema,
    input,
    action: 'video.create',
    run: insertVideo,
    target: byId,
  });
}

export async function updateVideo(input: unknown): Promise<Saved> {
  return runAdminAction({
    permission: 'content',
    schema: videoRenameSchema,
    input,
    action: 'video.update',
    run: renameVideo,
    target: byId,
  });
}

export async function deleteVideo(input: unknown): Promise<Saved> {
  return runAdminAction({
    permission: 'content',
    schema: libraryIdSchema,
    input,
    action: 'video.delete',
    run: removeVideo,
    target: byId,
  });
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
