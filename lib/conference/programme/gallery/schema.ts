import { z } from 'zod';

import { isAdminUploadKey } from '@/lib/admin/uploads';

import { queryId, recordId } from '../query-fields';

const M = 'admin.weekProgramme.gallery';

/** How many photos one upload may attach: a day's batch from the photographer, not a whole archive. */
export const GALLERY_UPLOAD_MAX = 100;

/**
 * Seeds 7.2 `POST /insert/gallery`: the uploaded photos (repeated `images`) and the agenda day they belong to. Only
 * keys the image upload route wrote are taken: it checked each file's content (jpeg/png) and stored it.
 */
export const galleryAttachSchema = z.object({
  day_id: z.number(`${M}.dayRequired`).int(`${M}.dayRequired`).positive(`${M}.dayRequired`),
  images: z
    .array(z.string().refine((key) => isAdminUploadKey('image', key), `${M}.imageInvalid`))
    .min(1, `${M}.filesRequired`)
    .max(GALLERY_UPLOAD_MAX, `${M}.tooMany`),
});
export type GalleryAttachInput = z.output<typeof galleryAttachSchema>;

export const galleryImageIdSchema = z.object({ id: recordId() });

/** The gallery screen's URL: the agenda day (`?day=`, the edition's first day by default) and the photos' page. */
export const galleryViewSchema = z.object({
  day: queryId().optional(),
  page: queryId().default(1),
});
