import 'server-only';

import { eq } from 'drizzle-orm';

import { db } from '@/db';
import { documents } from '@/db/schema';
import { type ActionResult, fail, ok } from '@/lib/action-result';
import { discardStoredFiles } from '@/lib/storage/discard';

import type { DocumentCreateInput, DocumentRenameInput } from './schema';

export async function insertDocument(input: DocumentCreateInput): Promise<ActionResult<{ id: number }>> {
  const [created] = await db
    .insert(documents)
    .values({ title: input.title, titleEn: input.title_en, pdf: input.pdf })
    .returning({ id: documents.id });

  return created ? ok(created) : fail('errors.serverError');
}

export async function renameDocument(input: DocumentRenameInput): Promise<ActionResult<{ id: number }>> {
  const [updated] = await db
    .update(documents)
    .set({ title: input.title, titleEn: input.title_en })
    .where(eq(documents.id, input.id))
    .returning({ id: documents.id });

  return updated ? ok(updated) : fail('errors.notFound');
}

/** Deletes the row, then its PDF from storage. */
export async function removeDocument({ id }: { id: number }): Promise<ActionResult<{ id: number }>> {
  const [deleted] = await db.delete(documents).where(eq(documents.id, id)).returning({ id: documents.id, pdf: documents.pdf });
  if (!deleted) return fail('errors.notFound');
  await discardStoredFiles([deleted.pdf]);

  return ok({ id: deleted.id });
}
