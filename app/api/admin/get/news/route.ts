import { CSV_EXPORT_LIMIT, csvResponse } from '@/lib/admin/csv';
import { adminKeyTranslator } from '@/lib/admin/messages';
import { csvColumnsOf } from '@/lib/admin/text-columns';
import { authorizeAdminRequest } from '@/lib/auth/guards';
import { jsonPrivate } from '@/lib/http/json-response';
import { adminNewsQuerySchema } from '@/lib/news/admin-schema';
import { ADMIN_NEWS_COLUMNS } from '@/lib/news/admin-columns';
import { listAdminNews } from '@/lib/news/admin-queries';

// GET /api/admin/get/news – every news item of a category (or all), one page: { news, total, totalPages }, or the
// whole category as CSV
export async function GET(request: Request): Promise<Response> {
  const authorization = await authorizeAdminRequest();
  if (!authorization.ok) return authorization.response;

  // Every field falls back to its default, so a hand-edited query still answers a sensible page.
  const query = adminNewsQuerySchema.parse(Object.fromEntries(new URL(request.url).searchParams));
  if (query.format === 'csv') {
    const { news } = await listAdminNews({ ...query, page: 1, limit: CSV_EXPORT_LIMIT });

    return csvResponse('news.csv', news, csvColumnsOf(ADMIN_NEWS_COLUMNS, adminKeyTranslator()));
  }

  return jsonPrivate(await listAdminNews(query));
}
