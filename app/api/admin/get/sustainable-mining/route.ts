import { csvResponse } from '@/lib/admin/csv';
import { authorizeAdminRequest } from '@/lib/auth/guards';
import { jsonPrivate } from '@/lib/http/json-response';
import { type AdminShelfItem, listAdminShelfItems } from '@/lib/library/admin-queries';
import { adminPosterAnswer } from '@/lib/library/shelf-answers';
import { fileColumn, nameColumns } from '@/app/api/admin/get/_lib/library-csv-columns';

// GET /api/admin/get/sustainable-mining?format= – every poster with both names, for the admin screen, or as CSV
export async function GET(request: Request): Promise<Response> {
  const authorization = await authorizeAdminRequest();
  if (!authorization.ok) return authorization.response;
  const { items } = await listAdminShelfItems('sustainableMining');
  if (new URL(request.url).searchParams.get('format') === 'csv') {
    return csvResponse<AdminShelfItem>('sustainable-mining.csv', items, [
      { header: '№', value: (row) => row.number },
      ...nameColumns<AdminShelfItem>(),
      fileColumn('image', (row) => row.cover),
      fileColumn('pdf', (row) => row.pdf),
    ]);
  }

  return jsonPrivate({ mining: items.map(adminPosterAnswer) });
}
