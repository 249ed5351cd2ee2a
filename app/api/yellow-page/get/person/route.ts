import { authorizeAdminRequest } from '@/lib/auth/guards';
import { getPersonDetail } from '@/lib/directory/admin/consultant-queries';
import { idQuerySchema } from '@/lib/directory/admin/schema';
import { jsonPrivate } from '@/lib/http/json-response';
import { errorResponse, parseQuery } from '@/lib/http/respond';

// GET /api/yellow-page/get/person?id= – one consultant engineer in any review state { person: { person, about, registrant } }
export async function GET(request: Request): Promise<Response> {
  const authorization = await authorizeAdminRequest('requests');
  if (!authorization.ok) return authorization.response;
  const { data: query, locale, response } = await parseQuery(request, idQuerySchema);
  if (response) return response;
  const person = await getPersonDetail(query.id);

  return person ? jsonPrivate({ person }) : errorResponse({ status: 404, messageKey: 'errors.notFound', locale });
}
