import { z } from 'zod';

import { gridQuerySchema } from '@/lib/list-query/grid-query';
import { lenientIsoDate } from '@/lib/list-query/date-range';

/** The audit log grid shows 20, 50 or 100 entries (default 20): it grows by dozens a day. */
export const AUDIT_PAGE_SIZES = [20, 50, 100] as const;

/** Columns of the audit grid that sort on the server. */
export const AUDIT_SORTABLE = ['time', 'account', 'action'] as const;

/** `?email=&action=&startDate=&endDate=&page=&limit=&sort=&dir=&format=` of the audit log screen and its GET handler. */

export const auditQuerySchema = gridQuerySchema({ pageSizes: AUDIT_PAGE_SIZES, sortable: AUDIT_SORTABLE }).extend({
  email: z.string().trim().max(254).catch('').default(''),
  action: z.string().trim().max(100).catch('').default(''),
  startDate: lenientIsoDate,
  endDate: lenientIsoDate,
});
export type AuditQuery = z.infer<typeof auditQuerySchema>;
