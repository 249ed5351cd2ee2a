import { PUBLIC_CACHE_HEADERS } from '@/lib/http/respond';
import { listMinerals } from '@/lib/library/queries';

// GET /api/get/minerals – the mineral pictures of "mining we don't know about"
export async function GET(): Promise<Response> {
  return Response.json({ minerals: await listMinerals() }, { headers: PUBLIC_CACHE_HEADERS });
}
