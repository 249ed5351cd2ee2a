import { z } from 'zod';

/** The largest page of videos a call may ask for; the message validation.limit states the same bound. */
export const VIDEO_PAGE_LIMIT_MAX = 50;

const positiveInteger = z.coerce
  .number({ message: 'validation.positiveInteger' })
  .int('validation.positiveInteger')
  .min(1, 'validation.positiveInteger')
  .max(100_000, 'validation.positiveInteger');

// GET /api/get/mining-video: without limit the whole list is answered as one page.
export const miningVideoQuerySchema = z.object({
  page: positiveInteger.default(1),
  limit: z.coerce
    .number({ message: 'validation.limit' })
    .int('validation.limit')
    .min(1, 'validation.limit')
    .max(VIDEO_PAGE_LIMIT_MAX, 'validation.limit')
    .optional(),
});
export type MiningVideoQueryInput = z.infer<typeof miningVideoQuerySchema>;
