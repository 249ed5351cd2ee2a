import { CSV_EXPORT_LIMIT, csvResponse } from '@/lib/admin/csv';
import { csvColumnsOf } from '@/lib/admin/text-columns';
import { authorizeAdminRequest } from '@/lib/auth/guards';
import { jsonPrivate } from '@/lib/http/json-response';
import { adminReportQuerySchema } from '@/lib/library/admin-query';
import { listAdminShelfItems } from '@/lib/library/admin-queries';
import { ADMIN_REPORT_COLUMNS } from '@/lib/library/report-columns';
import { adminReportAnswer } from '@/lib/library/shelf-answers';

import { adminKeyTranslator } from '@/lib/admin/messages';

// GET /api/get/reports?page=&limit=&format= – one page of reports (5, 10 or 15) with both titles, for the admin
// list, or every report as CSV
export async function GET(request: Request): Promise<Response> {
  const authorization = await authorizeAdminRequest();
  if (!authorization.ok) return authorization.response;
  const { page, limit, format } = adminReportQuerySchema.parse(Object.fromEntries(new URL(request.url).searchParams));
  if (format === 'csv') {
    const { items } = await listAdminShelfItems('reports', { page: 1, limit: CSV_EXPORT_LIMIT });

    return csvResponse('reports.csv', items, csvColumnsOf(ADMIN_REPORT_COLUMNS, adminKeyTranslator()));
  }
  const { items, total, totalPages } = await listAdminShelfItems('reports', { page, limit });

  return jsonPrivate({ reports: items.map(adminReportAnswer), total, totalPages });
}
