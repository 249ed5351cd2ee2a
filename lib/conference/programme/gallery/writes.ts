import 'server-only';

import { eq } from 'drizzle-orm';

import { db } from '@/db';
import { constraintViolation } from '@/db/constraint-violation';
import { conferenceGalleryImages } from '@/db/schema';
import { type ActionResult, fail, ok } from '@/lib/action-result';

import { discardUnusedFiles } from '../discard-unused-files';
import type { GalleryAttachInput } from './schema';

const M = 'admin.weekProgramme.gallery';
const photos = conferenceGalleryImages;

/** Adds the uploaded photos to the day in one statement; a day deleted meanwhile is told, not a 500. */
export async function attachImages({ day_id, images }: GalleryAttachInput): Promise<ActionResult<{ count: number }>> {
  try {
    const rows = await db
      .insert(photos)
      .values(images.map((image) => ({ dayId: day_id, image })))
      .returning({ id: photos.id });

    return ok({ count: rows.length });
  } catch (error) {
    if (constraintViolation(error)?.kind === 'foreignKey') return fail(`${M}.dayMissing`);
    throw error;
  }
}

export async function removeImage({ id }: { id: number }): Promise<ActionResult<{ id: number }>> {
  const [deleted] = await db.delete(photos).where(eq(photos.id, id)).returning({ image: photos.image });
  if (!deleted) return fail('errors.notFound');
  await discardUnusedFiles([deleted.image]);

  return ok({ id });
}
