import { z } from 'zod';

const categoryId = z.coerce
  .number({ message: 'validation.positiveInteger' })
  .int('validation.positiveInteger')
  .min(1, 'validation.positiveInteger')
  .max(2_147_483_647, 'validation.positiveInteger');

/**
 * GET /api/get/static-data: the admin editor sends the category as `pid`, public clients may say `cid`;
 * both name the static category whose text is wanted (cid wins when both are given).
 */
export const staticDataQueryFieldsSchema = z.object({ pid: categoryId.optional(), cid: categoryId.optional() });

export const staticDataQuerySchema = staticDataQueryFieldsSchema.transform((query, context) => {
  const cid = query.cid ?? query.pid;
  if (cid === undefined) {
    context.addIssue({ code: 'custom', message: 'validation.positiveInteger', path: ['pid'] });

    return z.NEVER;
  }

  return { cid };
});
export type StaticDataQueryInput = z.infer<typeof staticDataQuerySchema>;

/** Editor HTML is capped so one save cannot fill the database; real pages are a few tens of kilobytes. */
export const RICH_TEXT_MAX_LENGTH = 500_000;

/** The static page editor (/admin/edit-static/{cid}): both languages' HTML, either may be empty. */
export const staticPageFormSchema = z.object({
  cid: categoryId,
  text: z.string().max(RICH_TEXT_MAX_LENGTH, 'admin.content.static.errors.tooLong'),
  text_en: z.string().max(RICH_TEXT_MAX_LENGTH, 'admin.content.static.errors.tooLong'),
});
export type StaticPageFormInput = z.input<typeof staticPageFormSchema>;
export type StaticPageFormValues = z.output<typeof staticPageFormSchema>;
