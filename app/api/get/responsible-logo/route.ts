import { PUBLIC_CACHE_HEADERS } from '@/lib/api/respond';
import { listResponsibleLogos } from '@/lib/library/queries';

// GET /api/get/responsible-logo – partner logos of the responsible-mining initiative
export async function GET(): Promise<Response> {
  return Response.json({ logos: await listResponsibleLogos() }, { headers: PUBLIC_CACHE_HEADERS });
}
