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
