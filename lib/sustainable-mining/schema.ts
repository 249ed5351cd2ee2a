import { z } from 'zod';

import { libraryIdSchema, replacementKey, uploadedKey } from '@/lib/library/schema';

// Seeds 5 shows no required-field checks for this form; the poster and its PDF are still needed for a new item,
// because the public page shows both.
const titles = { title: z.string().trim().max(300), title_en: z.string().trim().max(300) };

// POST /insert/sustainable-mining
export const sustainableCreateSchema = z.object({
  ...titles,
  poster: uploadedKey('image', 'admin.library.sustainable.posterRequired'),
  pdf: uploadedKey('pdf', 'admin.library.sustainable.pdfRequired'),
});
export type SustainableCreateInput = z.infer<typeof sustainableCreateSchema>;

// POST /update/sustainable-mining: a file left empty keeps the stored one (seeds 2)
export const sustainableUpdateSchema = libraryIdSchema.extend({
  ...titles,
  poster: replacementKey('image'),
  pdf: replacementKey('pdf'),
});
export type SustainableUpdateInput = z.infer<typeof sustainableUpdateSchema>;
