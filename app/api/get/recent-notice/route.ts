import { publicJson } from '@/lib/http/respond';
import { listRecentNotices } from '@/lib/trade/queries';

// GET /api/get/recent-notice – the newest auction notices of the last 30 days (the ticker)
export async function GET(): Promise<Response> {
  const notice = await listRecentNotices();

  return publicJson({ notice });
}
