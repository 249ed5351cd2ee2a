import { PUBLIC_CACHE_HEADERS, requestLocale } from '@/lib/api/respond';
import { listSustainableMining } from '@/lib/library/queries';

// GET /api/get/sustainable-mining?lang= – the sustainable-mining posters with their PDFs
export async function GET(request: Request): Promise<Response> {
  const locale = requestLocale(new URL(request.url).searchParams);

  return Response.json({ mining: await listSustainableMining(locale) }, { headers: PUBLIC_CACHE_HEADERS });
}
