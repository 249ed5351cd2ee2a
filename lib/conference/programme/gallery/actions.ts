'use server';

import type { ActionResult } from '@/lib/action-result';
import { runAdminAction } from '@/lib/admin/run-admin-action';

import { attachImages, removeImage } from './writes';
import { galleryAttachSchema, galleryImageIdSchema } from './schema';

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
