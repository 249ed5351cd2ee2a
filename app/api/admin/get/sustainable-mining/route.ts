import { csvResponse } from '@/lib/admin/csv';
import { authorizeAdminRequest } from '@/lib/auth/guards';
import { jsonPrivate } from '@/lib/http/json-response';
import { fileColumn, nameColumns } from '@/app/api/admin/get/_lib/library-csv-columns';
import { type AdminSustainableItem, listAdminSustainableItems } from '@/lib/sustainable-mining/queries';

// GET /api/admin/get/sustainable-mining?format= – every poster with both names, for the admin screen, or as CSV
export async function GET(request: Request): Promise<Response> {
  const authorization = await authorizeAdminRequest();
  if (!authorization.ok) return authorization.response;
  const { mining } = await listAdminSustainableItems();
  if (new URL(request.url).searchParams.get('format') === 'csv') {
    return csvResponse<AdminSustainableItem>('sustainable-mining.csv', mining, [
      { header: '№', value: (row) => row.number },
      ...nameColumns<AdminSustainableItem>(),
      fileColumn('image', (row) => row.poster),
      fileColumn('pdf', (row) => row.pdf),
    ]);
  }

  return jsonPrivate({ mining });
}
