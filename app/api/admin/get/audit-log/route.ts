import { CSV_EXPORT_LIMIT, csvResponse } from '@/lib/admin/csv';
import { type AuditEntry, listAuditEntries } from '@/lib/audit/queries';
import { auditQuerySchema } from '@/lib/audit/schema';
import { authorizeAdminRequest } from '@/lib/auth/guards';
import { jsonPrivate } from '@/lib/http/json-response';

import { adminTranslator } from '@/app/(admin)/admin/_lib/messages';

// GET /api/admin/get/audit-log?email=&action=&startDate=&endDate=&page=&limit=&format= – admin writes, newest
// first { audit, totalPages, total }, or the whole filter as CSV
export async function GET(request: Request): Promise<Response> {
  const authorization = await authorizeAdminRequest();
  if (!authorization.ok) return authorization.response;

  const query = auditQuerySchema.parse(Object.fromEntries(new URL(request.url).searchParams));
  if (query.format === 'csv') {
    const { audit } = await listAuditEntries({ ...query, page: 1, limit: CSV_EXPORT_LIMIT });
    const t = adminTranslator();

    return csvResponse<AuditEntry>('audit-log.csv', audit, [
      { header: t('admin.dashboard.columns.time'), value: (entry) => entry.createdAt.toISOString() },
      { header: t('admin.dashboard.columns.account'), value: (entry) => entry.accountEmail },
      { header: t('admin.dashboard.columns.action'), value: (entry) => entry.action },
      { header: t('admin.dashboard.columns.target'), value: (entry) => entry.target },
      { header: t('admin.dashboard.columns.address'), value: (entry) => entry.clientAddress },
    ]);
  }
  const { audit, totalPages, total } = await listAuditEntries(query);

  return jsonPrivate({ audit, totalPages, total });
}
