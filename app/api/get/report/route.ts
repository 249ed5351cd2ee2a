import { parseQuery, PUBLIC_CACHE_HEADERS } from '@/lib/http/respond';
import { listShelfCards } from '@/lib/library/queries';
import { reportQuerySchema } from '@/lib/library/schema';
import { reportAnswer } from '@/lib/library/shelf-answers';

// GET /api/get/report?lang=&page=&limit=6 – reports with the title in the requested language, newest first
export async function GET(request: Request): Promise<Response> {
  const { data, response } = await parseQuery(request, reportQuerySchema);
  if (response) return response;
  const { items, totalPages, total } = await listShelfCards('reports', {
    locale: data.lang,
    page: data.page,
    limit: data.limit,
  });

  return Response.json({ reports: items.map(reportAnswer), totalPages, total }, { headers: PUBLIC_CACHE_HEADERS });
}
