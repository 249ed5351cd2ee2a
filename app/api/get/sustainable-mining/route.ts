import { PUBLIC_CACHE_HEADERS } from '@/lib/api/respond';
import { listSustainableMining } from '@/lib/library/queries';

// GET /api/get/sustainable-mining – the sustainable-mining posters with their PDFs
export async function GET(): Promise<Response> {
  return Response.json({ mining: await listSustainableMining() }, { headers: PUBLIC_CACHE_HEADERS });
}
