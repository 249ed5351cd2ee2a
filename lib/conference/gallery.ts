import { z } from 'zod';

/** Seeds 9: the gallery fetches 12 photos at a time. */
export const GALLERY_PAGE_SIZE = 12;

const whole = (min: number, max: number) =>
  z.coerce
    .number({ message: 'validation.positiveInteger' })
    .int('validation.positiveInteger')
    .min(min, 'validation.positiveInteger')
    .max(max, 'validation.positiveInteger');

// GET /api/mw/get/gallery-by-date (seeds 7.1: id, limit, offset)
export const galleryQuerySchema = z.object({
  id: whole(1, 2_147_483_647),
  limit: whole(1, 48).default(GALLERY_PAGE_SIZE),
  offset: whole(0, 100_000).default(0),
});
