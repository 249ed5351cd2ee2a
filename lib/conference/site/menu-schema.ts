import { z } from 'zod';

import { PAGE_TYPES } from '@/lib/categories/levels';
import { requiredText, rowIdSchema } from '@/lib/validation/form-fields';

const M = 'admin.weekSite.menu.errors';

/**
 * A conference menu category as the seeds send it (7.2 `insert/category`): the Mongolian name, then the English
 * one, are required (seeds 5, messages in that order); status defaults to active and the page type to a static
 * page. `pid` is kept for the API; the conference menu staff edit is one level, so the form sends it unchanged.
 */
export const menuCategorySchema = z.object({
  category: requiredText({ required: `${M}.nameRequired`, tooLong: `${M}.tooLong`, max: 200 }),
  category_en: requiredText({ required: `${M}.nameEnRequired`, tooLong: `${M}.tooLong`, max: 200 }),
  pid: rowIdSchema.nullable().default(null),
  category_status: z.boolean().default(true),
  page_type: z.enum(PAGE_TYPES).default('static'),
});
export type MenuCategoryInput = z.input<typeof menuCategorySchema>;
export type MenuCategoryValues = z.output<typeof menuCategorySchema>;

/** Seeds 7.2 `update/category`: the same fields and the category's `cid`. */
export const menuCategoryUpdateSchema = menuCategorySchema.extend({ cid: rowIdSchema });

/** Seeds 7.2 `delete/category?cid=`. */
export const menuCategoryIdSchema = z.object({ cid: rowIdSchema });
