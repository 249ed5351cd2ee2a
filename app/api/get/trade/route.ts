import { parseQuery, PUBLIC_CACHE_HEADERS } from '@/lib/http/respond';
import { tradeQuerySchema } from '@/lib/trade/schema';
import { listTrades } from '@/lib/trade/trade-report';

// GET /api/get/trade?startDate=&endDate=&page=&limit= – trade results between two Ulaanbaatar days, newest first
export async function GET(request: Request): Promise<Response> {
  const { data, response } = await parseQuery(request, tradeQuerySchema);
  if (response) return response;
  const { trade, totalPages, total } = await listTrades({
    start: data.startDate,
    end: data.endDate,
    page: data.page,
    limit: data.limit,
  });

  return Response.json({ trade, totalPages, total }, { headers: PUBLIC_CACHE_HEADERS });
}
