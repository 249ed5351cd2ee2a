import { z } from 'zod';

import { gridQuerySchema } from '@/lib/list-query/grid-query';

/** Seeds 9: the request list shows 10, 20 or 30 rows (default 10). */
export const REQUEST_PAGE_SIZES = [10, 20, 30] as const;
/** Seeds 3: the flags that give a request its type labels, in the seeds' order. */
export const REQUEST_TYPES = ['member_request', 'codex_request', 'meeting_request'] as const;
export type RequestType = (typeof REQUEST_TYPES)[number];

/** Columns of the request grid that sort on the server. */
export const REQUEST_SORTABLE = ['createdAt', 'name', 'email'] as const;

/** `?page=&limit=&search=&sort=&dir=&format=` of the request list and GET /api/get/office-request. */
export const officeRequestQuerySchema = gridQuerySchema({
  pageSizes: REQUEST_PAGE_SIZES,
  sortable: REQUEST_SORTABLE,
}).extend({
  search: z.string().trim().max(200).catch('').default(''),
});
export type OfficeRequestQuery = z.infer<typeof officeRequestQuerySchema>;
