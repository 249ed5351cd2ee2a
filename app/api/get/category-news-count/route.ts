import { parseQuery, PUBLIC_CACHE_HEADERS } from '@/lib/http/respond';
import { listCategoryNewsCounts } from '@/lib/news/queries';
import { categoryCountQuerySchema } from '@/lib/news/schema';

// GET /api/get/category-news-count?type=news – active news categories with their count of published news
export async function GET(request: Request): Promise<Response> {
  const { response } = await parseQuery(request, categoryCountQuerySchema);
  if (response) return response;

  return Response.json({ categories: await listCategoryNewsCounts() }, { headers: PUBLIC_CACHE_HEADERS });
}
