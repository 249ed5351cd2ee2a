import { PUBLIC_CACHE_HEADERS } from '@/lib/http/respond';
import { listMemberLogos } from '@/lib/member-logos/queries';

// GET /api/get/member-logo – logos of board members and main members for the members page
export async function GET(): Promise<Response> {
  const logos = await listMemberLogos();

  return Response.json({ logos }, { headers: PUBLIC_CACHE_HEADERS });
}
