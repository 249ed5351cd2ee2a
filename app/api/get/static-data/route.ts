import { errorResponse, parseQuery, PUBLIC_CACHE_HEADERS } from '@/lib/http/respond';
import { getStaticData } from '@/lib/static-pages/queries';
import { staticDataQuerySchema } from '@/lib/static-pages/schema';

// GET /api/get/static-data?pid= (or ?cid=) – both languages of a static page's text; null before it is written
export async function GET(request: Request): Promise<Response> {
  const { data, locale, response } = await parseQuery(request, staticDataQuerySchema);
  if (response) return response;
  const staticData = await getStaticData(data.cid);
  if (staticData === undefined) return errorResponse({ status: 404, messageKey: 'errors.notFound', locale });

  return Response.json({ static: staticData }, { headers: PUBLIC_CACHE_HEADERS });
}
