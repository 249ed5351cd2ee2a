import { CSV_EXPORT_LIMIT } from '@/lib/admin/csv';
import { adminGridRoute } from '@/lib/admin/grid-route';
import { adminKeyTranslator } from '@/lib/admin/messages';
import { csvColumnsOf } from '@/lib/admin/text-columns';
import { OFFICE_REQUEST_COLUMNS } from '@/lib/membership-requests/admin-columns';
import { listOfficeRequests } from '@/lib/membership-requests/admin-queries';
import { officeRequestQuerySchema } from '@/lib/membership-requests/admin-schema';

// GET /api/get/office-request?page=&limit=&search=&format= – received requests { request, totalPages, total },
// or every request of the search as CSV
export const GET = adminGridRoute({
  permission: 'requests',
  query: officeRequestQuerySchema,
  page: async (query) => {
    const { request, totalPages, total } = await listOfficeRequests(query);

    return { request, totalPages, total };
  },
  csv: {
    fileName: 'office-requests.csv',
    rows: async (query) => (await listOfficeRequests({ ...query, page: 1, limit: CSV_EXPORT_LIMIT })).request,
    columns: () => csvColumnsOf(OFFICE_REQUEST_COLUMNS, adminKeyTranslator()),
  },
});
