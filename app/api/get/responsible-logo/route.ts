import { PUBLIC_CACHE_HEADERS, requestLocale } from '@/lib/http/respond';
import { listResponsibleLogos } from '@/lib/library/queries';

// GET /api/get/responsible-logo?lang= – partner logos of the responsible-mining initiative
export async function GET(request: Request): Promise<Response> {
  const locale = requestLocale(new URL(request.url).searchParams);

  return Response.json({ logos: await listResponsibleLogos(locale) }, { headers: PUBLIC_CACHE_HEADERS });
}
