import { z } from 'zod';

import { isAdminUploadKey } from '@/lib/admin/uploads';

/** Messages are keys of the admin messages (admin.organisation.*). */
const M = 'admin.organisation';

/** Seeds 5: slide add needs an image ('Зураг оруулна уу'), jpeg/png only (the upload route checks the content). */
export const bannerCreateSchema = z.object({
  image: z
    .string()
    .trim()
    .min(1, { message: `${M}.imageRequired`, abort: true })
    .refine((key) => isAdminUploadKey('image', key), `${M}.imageInvalid`),
});
export type BannerCreateInput = z.infer<typeof bannerCreateSchema>;

export const bannerIdSchema = z.object({ id: z.coerce.number().int().positive() });

/**
 * Seeds 7 `POST /update/banner-sequence`: the whole list of {id, sequence}. Each id and each sequence appears
 * once; whether the ids exist is checked against the database by the action.
 */
export const bannerSequenceSchema = z.object({
  banners: z
    .array(z.object({ id: z.number().int().positive(), sequence: z.number().int().positive() }))
    .min(1)
    .refine((rows) => new Set(rows.map((row) => row.id)).size === rows.length, 'duplicate id')
    .refine((rows) => new Set(rows.map((row) => row.sequence)).size === rows.length, 'duplicate sequence'),
});
export type BannerSequenceInput = z.infer<typeof bannerSequenceSchema>;
