import { parseQuery, PUBLIC_CACHE_HEADERS } from '@/lib/http/respond';
import { listMiningVideos } from '@/lib/library/queries';
import { miningVideoQuerySchema } from '@/lib/library/schema';

// GET /api/get/mining-video?page=&limit=&lang= – Mining 101 videos, all of them or one page
export async function GET(request: Request): Promise<Response> {
  const { data, locale, response } = await parseQuery(request, miningVideoQuerySchema);
  if (response) return response;
  const { video, totalPages, total } = await listMiningVideos({ ...data, locale });

  return Response.json({ video, totalPages, total }, { headers: PUBLIC_CACHE_HEADERS });
}
