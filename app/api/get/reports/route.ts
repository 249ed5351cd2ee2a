import { CSV_EXPORT_LIMIT } from '@/lib/admin/csv';
import { adminGridRoute } from '@/lib/admin/grid-route';
import { adminKeyTranslator } from '@/lib/admin/messages';
import { csvColumnsOf } from '@/lib/admin/text-columns';
import { adminReportQuerySchema } from '@/lib/library/admin-query';
import { listAdminShelfItems } from '@/lib/library/admin-queries';
import { ADMIN_REPORT_COLUMNS } from '@/lib/library/report-columns';
import { adminReportAnswer } from '@/lib/library/shelf-answers';

// GET /api/get/reports?page=&limit=&format= – one page of reports (5, 10 or 15) with both titles, for the admin
// list, or every report as CSV
export const GET = adminGridRoute({
  query: adminReportQuerySchema,
  page: async ({ page, limit }) => {
    const { items, total, totalPages } = await listAdminShelfItems('reports', { page, limit });

    return { reports: items.map(adminReportAnswer), total, totalPages };
  },
  csv: {
    fileName: 'reports.csv',
    rows: async () => (await listAdminShelfItems('reports', { page: 1, limit: CSV_EXPORT_LIMIT })).items,
    columns: () => csvColumnsOf(ADMIN_REPORT_COLUMNS, adminKeyTranslator()),
  },
});
