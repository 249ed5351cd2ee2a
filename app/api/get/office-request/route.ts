import { CSV_EXPORT_LIMIT, csvResponse } from '@/lib/admin/csv';
import { authorizeAdminRequest } from '@/lib/auth/guards';
import { jsonPrivate } from '@/lib/http/json-response';
import { listOfficeRequests, type OfficeRequestRow } from '@/lib/office-requests/queries';
import { officeRequestQuerySchema, REQUEST_TYPES } from '@/lib/office-requests/schema';

import { adminTranslator } from '@/app/(admin)/admin/_lib/messages';

// GET /api/get/office-request?page=&limit=&search=&format= – received requests { request, totalPages, total },
// or every request of the search as CSV
export async function GET(request: Request): Promise<Response> {
  const authorization = await authorizeAdminRequest();
  if (!authorization.ok) return authorization.response;

  const query = officeRequestQuerySchema.parse(Object.fromEntries(new URL(request.url).searchParams));
  if (query.format === 'csv') {
    const { request: rows } = await listOfficeRequests({ ...query, page: 1, limit: CSV_EXPORT_LIMIT });
    const t = adminTranslator();
    const column = (key: 'createdAt' | 'name' | 'email' | 'phone' | 'businessType') => t(`admin.operations.requests.columns.${key}`);

    return csvResponse<OfficeRequestRow>('office-requests.csv', rows, [
      { header: t('admin.operations.requests.columns.type'), value: (row) => REQUEST_TYPES.filter((type) => row[type]).map((type) => t(`admin.operations.requests.types.${type}`)).join(', ') },
      { header: column('createdAt'), value: (row) => row.created_at },
      { header: column('name'), value: (row) => row.name },
      { header: column('email'), value: (row) => row.email },
      { header: column('phone'), value: (row) => row.phone_number },
      { header: column('businessType'), value: (row) => row.business_type },
    ]);
  }
  const { request: rows, totalPages, total } = await listOfficeRequests(query);

  return jsonPrivate({ request: rows, totalPages, total });
}
