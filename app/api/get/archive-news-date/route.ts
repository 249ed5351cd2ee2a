import { parseQuery, PUBLIC_CACHE_HEADERS } from '@/lib/http/respond';
import { listArchiveMonths } from '@/lib/news/queries';
import { archiveQuerySchema } from '@/lib/news/schema';

// GET /api/get/archive-news-date?lang= – months with published news, newest first
export async function GET(request: Request): Promise<Response> {
  const { data, response } = await parseQuery(request, archiveQuerySchema);
  if (response) return response;

  return Response.json({ dates: await listArchiveMonths({ locale: data.lang }) }, { headers: PUBLIC_CACHE_HEADERS });
}
