import { CSV_EXPORT_LIMIT, csvResponse } from '@/lib/admin/csv';
import { adminKeyTranslator } from '@/lib/admin/messages';
import { csvColumnsOf } from '@/lib/admin/text-columns';
import { toAuditRows } from '@/lib/audit-log/audit-rows';
import { AUDIT_COLUMNS } from '@/lib/audit-log/grid-columns';
import { listAuditEntries } from '@/lib/audit-log/queries';
import { auditQuerySchema } from '@/lib/audit-log/schema';
import { authorizeAdminRequest } from '@/lib/auth/guards';
import { jsonPrivate } from '@/lib/http/json-response';

// GET /api/admin/get/audit-log?email=&action=&startDate=&endDate=&page=&limit=&format= – admin writes, newest
// first { audit, totalPages, total }, or the whole filter as CSV
export async function GET(request: Request): Promise<Response> {
  const authorization = await authorizeAdminRequest('audit');
  if (!authorization.ok) return authorization.response;

  const query = auditQuerySchema.parse(Object.fromEntries(new URL(request.url).searchParams));
  if (query.format === 'csv') {
    const { audit } = await listAuditEntries({ ...query, page: 1, limit: CSV_EXPORT_LIMIT });
    // The grid's columns, written as the grid shows them (Ulaanbaatar time, the actions' Mongolian words).
    return csvResponse('audit-log.csv', toAuditRows(audit), csvColumnsOf(AUDIT_COLUMNS, adminKeyTranslator()));
  }
  const { audit, totalPages, total } = await listAuditEntries(query);

  return jsonPrivate({ audit, totalPages, total });
}
