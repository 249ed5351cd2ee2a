import 'server-only';

import { eq } from 'drizzle-orm';

import { db } from '@/db';
import { reports } from '@/db/schema';
import { type ActionResult, fail, ok } from '@/lib/action-result';
import { replaceFile } from '@/lib/library/file-replacement';
import { discardStoredFiles } from '@/lib/storage/discard';

import type { ReportCreateInput, ReportUpdateInput } from './schema';

export async function insertReport(input: ReportCreateInput): Promise<ActionResult<{ id: number }>> {
  const [created] = await db
    .insert(reports)
    .values({ title: input.title, titleEn: input.title_en, image: input.image, pdf: input.pdf })
    .returning({ id: reports.id });

  return created ? ok(created) : fail('errors.serverError');
}

/** Saves the texts and any newly uploaded file; a replaced file is deleted from storage once the row points away. */
export async function editReport(input: ReportUpdateInput): Promise<ActionResult<{ id: number }>> {
  const [stored] = await db.select({ image: reports.image, pdf: reports.pdf }).from(reports).where(eq(reports.id, input.id));
  if (!stored) return fail('errors.notFound');
  const image = replaceFile(stored.image, input.image);
  const pdf = replaceFile(stored.pdf, input.pdf);

  const [updated] = await db
    .update(reports)
    .set({ title: input.title, titleEn: input.title_en, image: image.key, pdf: pdf.key })
    .where(eq(reports.id, input.id))
    .returning({ id: reports.id });
  if (!updated) return fail('errors.notFound');
  await discardStoredFiles([...image.discarded, ...pdf.discarded]);

  return ok(updated);
}

/** Deletes the row, then its cover and PDF from storage. */
export async function removeReport({ id }: { id: number }): Promise<ActionResult<{ id: number }>> {
  const [deleted] = await db.delete(reports).where(eq(reports.id, id)).returning({ id: reports.id, image: reports.image, pdf: reports.pdf });
  if (!deleted) return fail('errors.notFound');
  await discardStoredFiles([deleted.image, deleted.pdf]);

  return ok({ id: deleted.id });
}
