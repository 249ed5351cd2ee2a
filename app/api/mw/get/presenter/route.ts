import { parseQuery, publicJson } from '@/lib/api/respond';
import { publicPresenterQuerySchema } from '@/lib/conference/programme/presenters/schema';
import { listPresenters } from '@/lib/conference/queries';

// GET /api/mw/get/presenter?id={event}&lang= – an edition's key speakers in their queue order, in one language
export async function GET(request: Request): Promise<Response> {
  const { data, locale, response } = await parseQuery(request, publicPresenterQuerySchema);
  if (response) return response;

  return publicJson({ presenter: await listPresenters(data.id, locale) });
}
