import { authorizeAdminRequest } from '@/lib/auth/guards';
import { listConferenceNews } from '@/lib/conference/news/queries';
import { conferenceNewsQuerySchema } from '@/lib/conference/news/schema';
import { jsonPrivate } from '@/lib/http/json-response';
import { parseQuery } from '@/lib/http/respond';

// GET /api/mw/get/news?event=&category=&page=&limit=&search= – the back-office's conference news list, published or
// hidden, newest first, one page: { news, total, totalPages }
export async function GET(request: Request): Promise<Response> {
  const authorization = await authorizeAdminRequest();
  if (!authorization.ok) return authorization.response;

  const { data, response } = await parseQuery(request, conferenceNewsQuerySchema);
  if (response) return response;

  return jsonPrivate(await listConferenceNews(data));
}
