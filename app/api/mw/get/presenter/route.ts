import { toPublicPresenterJson } from '@/lib/conference/programme/presenters/presenter-json';
import { listEditionPresenters } from '@/lib/conference/programme/presenters/queries';
import { publicPresenterQuerySchema } from '@/lib/conference/programme/presenters/schema';
import { parseQuery, publicJson } from '@/lib/http/respond';

// GET /api/mw/get/presenter?id={event}&lang= – an edition's key speakers in their queue order with the seeds'
// presenter keys { presenter }; `name` and `position` are in the language of `lang`
export async function GET(request: Request): Promise<Response> {
  const { data, locale, response } = await parseQuery(request, publicPresenterQuerySchema);
  if (response) return response;
  const presenters = await listEditionPresenters(data.id);

  return publicJson({ presenter: presenters.map((row) => toPublicPresenterJson(row, locale)) });
}
