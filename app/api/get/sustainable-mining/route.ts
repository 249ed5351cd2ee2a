import { PUBLIC_CACHE_HEADERS, requestLocale } from '@/lib/http/respond';
import { listShelfCards } from '@/lib/library/queries';
import { posterAnswer } from '@/lib/library/shelf-answers';

// GET /api/get/sustainable-mining?lang= – the sustainable-mining posters with their PDFs
export async function GET(request: Request): Promise<Response> {
  const { items } = await listShelfCards('sustainableMining', {
    locale: requestLocale(new URL(request.url).searchParams),
  });

  return Response.json({ mining: items.map(posterAnswer) }, { headers: PUBLIC_CACHE_HEADERS });
}
