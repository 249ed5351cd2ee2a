import { CSV_EXPORT_LIMIT, csvResponse } from '@/lib/admin/csv';
import { authorizeAdminRequest } from '@/lib/auth/guards';
import { jsonPrivate } from '@/lib/http/json-response';
import { adminNewsQuerySchema } from '@/lib/news/admin-schema';
import { type AdminNewsRow, listAdminNews } from '@/lib/news/admin-queries';

const CSV_COLUMNS = [
  { header: 'id', value: (row: AdminNewsRow) => row.id },
  { header: 'title', value: (row: AdminNewsRow) => row.title },
  { header: 'title_en', value: (row: AdminNewsRow) => row.title_en },
  { header: 'category', value: (row: AdminNewsRow) => row.category },
  { header: 'publisher', value: (row: AdminNewsRow) => row.publisher },
  { header: 'news_status', value: (row: AdminNewsRow) => row.news_status },
  { header: 'yellow_book', value: (row: AdminNewsRow) => row.yellow_book },
  { header: 'created_at', value: (row: AdminNewsRow) => row.created_at },
] as const;

// GET /api/admin/get/news – every news item of a category (or all), one page: { news, total, totalPages }, or the
// whole category as CSV
export async function GET(request: Request): Promise<Response> {
  const authorization = await authorizeAdminRequest();
  if (!authorization.ok) return authorization.response;

  // Every field falls back to its default, so a hand-edited query still answers a sensible page.
  const query = adminNewsQuerySchema.parse(Object.fromEntries(new URL(request.url).searchParams));
  if (query.format === 'csv') {
    const { news } = await listAdminNews({ ...query, page: 1, limit: CSV_EXPORT_LIMIT });

    return csvResponse('news.csv', news, CSV_COLUMNS);
  }

  return jsonPrivate(await listAdminNews(query));
}
