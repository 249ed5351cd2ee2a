import { parseQuery, PUBLIC_CACHE_HEADERS } from '@/lib/http/respond';
import { listNewsByCategory } from '@/lib/news/queries';
import { newsByCategoryQuerySchema } from '@/lib/news/schema';

// GET /api/get/news?category=&lang=&page=&limit= – published news of one category, newest first
export async function GET(request: Request): Promise<Response> {
  const { data, response } = await parseQuery(request, newsByCategoryQuerySchema);
  if (response) return response;
  const { news, total, totalPages } = await listNewsByCategory({
    cid: data.category,
    locale: data.lang,
    page: data.page,
    limit: data.limit,
  });

  return Response.json({ news, totalPages, total }, { headers: PUBLIC_CACHE_HEADERS });
}
