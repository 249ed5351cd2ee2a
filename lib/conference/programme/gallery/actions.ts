'use server';

import { eq } from 'drizzle-orm';

import { db } from '@/db';
import { constraintViolation } from '@/db/constraint-violation';
import { conferenceGalleryImages } from '@/db/schema';
import { type ActionResult, fail, ok } from '@/lib/action-result';
import { runAdminAction } from '@/lib/admin/run-admin-action';

import { discardUnusedFiles } from '../discard-unused-files';
import { type GalleryAttachInput, galleryAttachSchema, galleryImageIdSchema } from './schema';

const M = 'admin.weekProgramme.gallery';
const photos = conferenceGalleryImages;

/** Adds the uploaded photos to the day in one statement; a day deleted meanwhile is told, not a 500. */
async function attachImages({ day_id, images }: GalleryAttachInput): Promise<ActionResult<{ count: number }>> {
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

async function removeImage({ id }: { id: number }): Promise<ActionResult<{ id: number }>> {
  const [deleted] = await db.delete(photos).where(eq(photos.id, id)).returning({ image: photos.image });
  if (!deleted) return fail('errors.notFound');
  await discardUnusedFiles([deleted.image]);

  return ok({ id });
}

/** Seeds 7.2 `POST /insert/gallery`: the photos already uploaded, attached to their agenda day at once. */
export async function attachGalleryImages(input: unknown): Promise<ActionResult<{ count: number }>> {
  return runAdminAction({
    permission: 'content',
    schema: galleryAttachSchema,
    input,
    action: 'conference-gallery.create',
    run: attachImages,
    target: ({ day_id }, { count }) => `${day_id}:${count}`,
  });
}

export async function deleteGalleryImage(input: unknown): Promise<ActionResult<{ id: number }>> {
  return runAdminAction({
    permission: 'content',
    schema: galleryImageIdSchema,
    input,
    action: 'conference-gallery.delete',
    run: removeImage,
    target: (_data, { id }) => id,
  });
}
