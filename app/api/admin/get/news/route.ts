import { CSV_EXPORT_LIMIT } from '@/lib/admin/csv';
import { adminGridRoute } from '@/lib/admin/grid-route';
import { adminKeyTranslator } from '@/lib/admin/messages';
import { csvColumnsOf } from '@/lib/admin/text-columns';
import { ADMIN_NEWS_COLUMNS } from '@/lib/news/admin-columns';
import { listAdminNews } from '@/lib/news/admin-queries';
import { adminNewsQuerySchema } from '@/lib/news/admin-schema';

// GET /api/admin/get/news – every news item of a category (or all), one page: { news, total, totalPages }, or the
// whole category as CSV. Every field falls back to its default, so a hand-edited query still answers a page.
export const GET = adminGridRoute({
  query: adminNewsQuerySchema,
  page: (query) => listAdminNews(query),
  csv: {
    fileName: 'news.csv',
    rows: async (query) => (await listAdminNews({ ...query, page: 1, limit: CSV_EXPORT_LIMIT })).news,
    columns: () => csvColumnsOf(ADMIN_NEWS_COLUMNS, adminKeyTranslator()),
  },
});
