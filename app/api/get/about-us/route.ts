import { listAboutPeople } from '@/lib/about/queries';
import { PUBLIC_CACHE_HEADERS } from '@/lib/http/respond';

// GET /api/get/about-us – honorary presidents, council, office staff and auditors with both languages' fields
export async function GET(): Promise<Response> {
  const about = await listAboutPeople();

  return Response.json({ about }, { headers: PUBLIC_CACHE_HEADERS });
}
