import { csvResponse } from '@/lib/admin/csv';
import { authorizeAdminRequest } from '@/lib/auth/guards';
import { jsonPrivate } from '@/lib/http/json-response';
import { type AdminDocument, listAdminDocuments } from '@/lib/library/admin-queries';
import { fileColumn, nameColumns } from '@/app/api/admin/get/_lib/library-csv-columns';

// GET /api/admin/get/document-pdf?format= – every PDF document with both names, for the admin screen, or as CSV
export async function GET(request: Request): Promise<Response> {
  const authorization = await authorizeAdminRequest();
  if (!authorization.ok) return authorization.response;
  const { document } = await listAdminDocuments();
  if (new URL(request.url).searchParams.get('format') === 'csv') {
    return csvResponse<AdminDocument>('documents.csv', document, [...nameColumns(), fileColumn('pdf', (row) => row.pdf)]);
  }

  return jsonPrivate({ document });
}
