import 'server-only';

import { eq } from 'drizzle-orm';

import { db } from '@/db';
import { type ActionResult, fail, ok } from '@/lib/action-result';
import { discardStoredFiles } from '@/lib/storage/discard';

import { replaceFile } from './file-replacement';
import type { ShelfItemInput, ShelfItemUpdate } from './schema';
import type { ShelfStore } from './shelf-store';

export async function insertShelfItem(
  { table, columns, row }: ShelfStore,
  input: ShelfItemInput,
): Promise<ActionResult<{ id: number }>> {
  const [created] = await db.insert(table).values(row(input)).returning({ id: columns.id });

  return created ? ok(created) : fail('errors.serverError');
}

/** Saves the texts and any newly uploaded file; a replaced file is deleted from storage once the row points away. */
export async function editShelfItem(
  { table, columns, row }: ShelfStore,
  input: ShelfItemUpdate,
): Promise<ActionResult<{ id: number }>> {
  const [stored] = await db
    .select({ cover: columns.cover, pdf: columns.pdf })
    .from(table)
    .where(eq(columns.id, input.id));
  if (!stored) return fail('errors.notFound');
  const cover = replaceFile(stored.cover, input.cover);
  const pdf = replaceFile(stored.pdf, input.pdf);

  const [updated] = await db
    .update(table)
    .set(row({ title: input.title, title_en: input.title_en, cover: cover.key, pdf: pdf.key }))
    .where(eq(columns.id, input.id))
    .returning({ id: columns.id });
  if (!updated) return fail('errors.notFound');
  await discardStoredFiles([...cover.discarded, ...pdf.discarded]);

  return ok(updated);
}

/** Deletes the row, then its cover and PDF from storage. */
export async function removeShelfItem(
  { table, columns }: ShelfStore,
  id: number,
): Promise<ActionResult<{ id: number }>> {
  const [deleted] = await db
    .delete(table)
    .where(eq(columns.id, id))
    .returning({ id: columns.id, cover: columns.cover, pdf: columns.pdf });
  if (!deleted) return fail('errors.notFound');
  await discardStoredFiles([deleted.cover, deleted.pdf]);

  return ok({ id: deleted.id });
}
