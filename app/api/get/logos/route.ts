import { listCommitteeLogos } from '@/lib/about/queries';
import { PUBLIC_CACHE_HEADERS } from '@/lib/http/respond';

// GET /api/get/logos – logos of the working groups' member companies with their committee flags
export async function GET(): Promise<Response> {
  const logos = await listCommitteeLogos();

  return Response.json({ logos }, { headers: PUBLIC_CACHE_HEADERS });
}
