import { publicJson } from '@/lib/http/respond';
import { listRecentTrades } from '@/lib/trade/queries';

// GET /api/get/recent-trade – the newest trades of the last 30 days (the ticker)
export async function GET(): Promise<Response> {
  const trade = await listRecentTrades();

  return publicJson({ trade });
}
