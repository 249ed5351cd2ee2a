import { parseQuery, PUBLIC_CACHE_HEADERS } from '@/lib/http/respond';
import { listNewsByMonth } from '@/lib/news/queries';
import { newsByDateQuerySchema } from '@/lib/news/schema';

// GET /api/get/news-by-date?date=yyyy-mm&lang=&page=&limit= – published news of one archive month
export async function GET(request: Request): Promise<Response> {
  const { data, response } = await parseQuery(request, newsByDateQuerySchema);
  if (response) return response;
  const { news, total, totalPages } = await listNewsByMonth({
    month: data.date,
    locale: data.lang,
    page: data.page,
    limit: data.limit,
  });

  return Response.json({ news, totalPages, total }, { headers: PUBLIC_CACHE_HEADERS });
}
