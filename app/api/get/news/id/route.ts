import { errorResponse, parseQuery, PUBLIC_CACHE_HEADERS } from '@/lib/http/respond';
import { getNewsDetail } from '@/lib/news/queries';
import { newsByIdQuerySchema } from '@/lib/news/schema';

// GET /api/get/news/id?id=&lang= – one published news item with its sanitised body
export async function GET(request: Request): Promise<Response> {
  const { data, locale, response } = await parseQuery(request, newsByIdQuerySchema);
  if (response) return response;
  const news = await getNewsDetail({ id: data.id, locale: data.lang });
  if (!news) return errorResponse({ status: 404, messageKey: 'news.notFound', locale });

  return Response.json({ news }, { headers: PUBLIC_CACHE_HEADERS });
}
