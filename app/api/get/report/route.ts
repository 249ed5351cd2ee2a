import { parseQuery, PUBLIC_CACHE_HEADERS } from '@/lib/api/respond';
import { listReports } from '@/lib/reports/queries';
import { reportQuerySchema } from '@/lib/reports/schema';

// GET /api/get/report?lang=&page=&limit=6 – reports with the title in the requested language, newest first
export async function GET(request: Request): Promise<Response> {
  const { data, response } = await parseQuery(request, reportQuerySchema);
  if (response) return response;
  const { reports, totalPages, total } = await listReports({ locale: data.lang, page: data.page, limit: data.limit });

  return Response.json({ reports, totalPages, total }, { headers: PUBLIC_CACHE_HEADERS });
}
