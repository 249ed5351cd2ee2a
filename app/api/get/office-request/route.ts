import { CSV_EXPORT_LIMIT, csvResponse } from '@/lib/admin/csv';
import { csvColumnsOf } from '@/lib/admin/text-columns';
import { authorizeAdminRequest } from '@/lib/auth/guards';
import { jsonPrivate } from '@/lib/http/json-response';

import { adminKeyTranslator } from '@/lib/admin/messages';
import { OFFICE_REQUEST_COLUMNS } from '@/lib/membership/admin-columns';
import { listOfficeRequests } from '@/lib/membership/admin-queries';
import { officeRequestQuerySchema } from '@/lib/membership/admin-schema';

// GET /api/get/office-request?page=&limit=&search=&format= – received requests { request, totalPages, total },
// or every request of the search as CSV
export async function GET(request: Request): Promise<Response> {
  const authorization = await authorizeAdminRequest('requests');
  if (!authorization.ok) return authorization.response;

  const query = officeRequestQuerySchema.parse(Object.fromEntries(new URL(request.url).searchParams));
  if (query.format === 'csv') {
    const { request: rows } = await listOfficeRequests({ ...query, page: 1, limit: CSV_EXPORT_LIMIT });

    return csvResponse('office-requests.csv', rows, csvColumnsOf(OFFICE_REQUEST_COLUMNS, adminKeyTranslator()));
  }
  const { request: rows, totalPages, total } = await listOfficeRequests(query);

  return jsonPrivate({ request: rows, totalPages, total });
}
