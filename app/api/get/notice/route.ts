import { parseQuery, PUBLIC_CACHE_HEADERS } from '@/lib/http/respond';
import { listNotices } from '@/lib/trade/auction-schedule';
import { noticeQuerySchema } from '@/lib/trade/schema';

// GET /api/get/notice?page=&limit=&startDate=&endDate= – announced auctions, latest sell date first
export async function GET(request: Request): Promise<Response> {
  const { data, response } = await parseQuery(request, noticeQuerySchema);
  if (response) return response;
  const { notice, totalPages, total } = await listNotices({
    start: data.startDate,
    end: data.endDate,
    page: data.page,
    limit: data.limit,
  });

  return Response.json({ notice, totalPages, total }, { headers: PUBLIC_CACHE_HEADERS });
}
