import { parseQuery, PUBLIC_CACHE_HEADERS } from '@/lib/http/respond';
import { searchNews } from '@/lib/news/queries';
import { newsSearchQuerySchema } from '@/lib/news/schema';

// GET /api/search/news?term=&lang=&page=&limit= – search titles and summaries of both languages
export async function GET(request: Request): Promise<Response> {
  const { data, response } = await parseQuery(request, newsSearchQuerySchema);
  if (response) return response;
  const { news, total, totalPages } = await searchNews({
    term: data.term,
    locale: data.lang,
    page: data.page,
    limit: data.limit,
  });

  return Response.json({ news, totalPages, total }, { headers: PUBLIC_CACHE_HEADERS });
}
