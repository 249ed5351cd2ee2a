import 'server-only';

import { eq } from 'drizzle-orm';

import { db } from '@/db';
import { sustainableMiningItems } from '@/db/schema';
import { type ActionResult, fail, ok } from '@/lib/action-result';
import { replaceFile } from '@/lib/library/file-replacement';
import { discardStoredFiles } from '@/lib/storage/discard';

import type { SustainableCreateInput, SustainableUpdateInput } from './schema';

const items = sustainableMiningItems;

export async function insertSustainableItem(input: SustainableCreateInput): Promise<ActionResult<{ id: number }>> {
  const [created] = await db
    .insert(items)
    .values({ title: input.title, titleEn: input.title_en, poster: input.poster, pdf: input.pdf })
    .returning({ id: items.id });

  return created ? ok(created) : fail('errors.serverError');
}

/** Seeds 2: an edit keeps the stored poster or PDF when no new file is chosen; a replaced file is deleted. */
export async function editSustainableItem(input: SustainableUpdateInput): Promise<ActionResult<{ id: number }>> {
  const [stored] = await db.select({ poster: items.poster, pdf: items.pdf }).from(items).where(eq(items.id, input.id));
  if (!stored) return fail('errors.notFound');
  const poster = replaceFile(stored.poster, input.poster);
  const pdf = replaceFile(stored.pdf, input.pdf);

  const [updated] = await db
    .update(items)
    .set({ title: input.title, titleEn: input.title_en, poster: poster.key, pdf: pdf.key })
    .where(eq(items.id, input.id))
    .returning({ id: items.id });
  if (!updated) return fail('errors.notFound');
  await discardStoredFiles([...poster.discarded, ...pdf.discarded]);

  return ok(updated);
}

/** Deletes the row, then its poster and PDF from storage. */
export async function removeSustainableItem({ id }: { id: number }): Promise<ActionResult<{ id: number }>> {
  const [deleted] = await db.delete(items).where(eq(items.id, id)).returning({ id: items.id, poster: items.poster, pdf: items.pdf });
  if (!deleted) return fail('errors.notFound');
  await discardStoredFiles([deleted.poster, deleted.pdf]);

  return ok({ id: deleted.id });
}
