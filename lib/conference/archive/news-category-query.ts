import { z } from 'zod';

/** Seeds 7.1 `GET /get/news-category`: every edition's counts, or one edition's with `?event=`. */
export const newsCategoryQuerySchema = z.object({ event: z.coerce.number().int().positive().optional() });
