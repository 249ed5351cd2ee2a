import { CSV_EXPORT_LIMIT } from '@/lib/admin/csv';
import { adminGridRoute } from '@/lib/admin/grid-route';
import { adminKeyTranslator } from '@/lib/admin/messages';
import { csvColumnsOf } from '@/lib/admin/text-columns';
import { toAuditRows } from '@/lib/audit-log/audit-rows';
import { AUDIT_COLUMNS } from '@/lib/audit-log/grid-columns';
import { listAuditEntries } from '@/lib/audit-log/queries';
import { auditQuerySchema } from '@/lib/audit-log/schema';

// GET /api/admin/get/audit-log?email=&action=&startDate=&endDate=&page=&limit=&format= – admin writes, newest
// first { audit, totalPages, total }, or the whole filter as CSV
export const GET = adminGridRoute({
  permission: 'audit',
  query: auditQuerySchema,
  page: async (query) => {
    const { audit, totalPages, total } = await listAuditEntries(query);

    return { audit, totalPages, total };
  },
  csv: {
    fileName: 'audit-log.csv',
    rows: async (query) => toAuditRows((await listAuditEntries({ ...query, page: 1, limit: CSV_EXPORT_LIMIT })).audit),
    // The grid's columns, written as the grid shows them (Ulaanbaatar time, the actions' Mongolian words).
    columns: () => csvColumnsOf(AUDIT_COLUMNS, adminKeyTranslator()),
  },
});
