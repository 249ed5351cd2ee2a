import { z } from 'zod';

import { IMPORT_KINDS } from './columns';

/** `?kind=` of the import and template routes: trade or notice, trade when missing. */
export const importKindSchema = z.object({
  kind: z.enum(IMPORT_KINDS).catch('trade').default('trade'),
});

/** What the import route hands to the admin action: the file already read into rows of text. */
export const importTableSchema = z.object({
  kind: z.enum(IMPORT_KINDS),
  table: z.object({
    headers: z.array(z.string()),
    rows: z.array(z.object({ row: z.number().int().positive(), values: z.record(z.string(), z.string()) })),
  }),
});

/** `?kind=&format=` of the template route. */
export const templateQuerySchema = importKindSchema.extend({ format: z.enum(['csv', 'xlsx']).catch('csv').default('csv') });
