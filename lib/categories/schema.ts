import { z } from 'zod';

import { isPageType, MAX_LEVEL } from './levels';

const MESSAGE = 'admin.content.link.errors.';

/**
 * The menu category form (seeds 5 "Menu"): page type, level and the parent for levels 2 and 3 are required,
 * then the Mongolian and English names; the third level is for static pages only. The fields are lenient and
 * one refinement adds the messages, so they come in the seeds' order whichever fields are wrong. A level-1
 * category never keeps a parent.
 */
export const categoryFormSchema = z
  .object({
    cid: z.coerce.number().int().positive().optional(),
    page_type: z.string().default(''),
    category_level: z.coerce.number().int().min(0).max(3).catch(0),
    pid: z.coerce.number().int().min(0).nullable().catch(null),
    category: z.string().trim().max(200, `${MESSAGE}tooLong`),
    category_en: z.string().trim().max(200, `${MESSAGE}tooLong`),
    category_status: z.boolean(),
  })
  .superRefine((value, context) => {
    const add = (path: string, key: string) =>
      context.addIssue({ code: 'custom', path: [path], message: `${MESSAGE}${key}` });
    const pageType = isPageType(value.page_type) ? value.page_type : null;

    if (!pageType) add('page_type', 'pageTypeRequired');
    if (!value.category_level) add('category_level', 'levelRequired');
    else if (pageType && value.category_level > MAX_LEVEL[pageType]) add('category_level', 'levelThreeStaticOnly');
    if (value.category_level > 1 && !value.pid) add('pid', 'parentRequired');
    if (!value.category) add('category', 'nameRequired');
    if (!value.category_en) add('category_en', 'nameEnRequired');
  })
  .transform((value) => ({
    ...value,
    page_type: isPageType(value.page_type) ? value.page_type : 'news',
    pid: value.category_level > 1 ? value.pid : null,
  }));
export type CategoryFormInput = z.input<typeof categoryFormSchema>;
export type CategoryFormValues = z.output<typeof categoryFormSchema>;

export const categoryIdSchema = z.object({ cid: z.coerce.number().int().positive() });
