import { z } from 'zod';

import { IMPORT_KINDS } from './columns';

/** `?kind=` of the import and template routes: trade or notice, trade when missing. */
export const importKindSchema = z.object({
  kind: z.enum(IMPORT_KINDS).catch('trade').default('trade'),
});

/** `?kind=&format=` of the template route. */
export const templateQuerySchema = importKindSchema.extend({
  format: z.enum(['csv', 'xlsx']).catch('csv').default('csv'),
});
