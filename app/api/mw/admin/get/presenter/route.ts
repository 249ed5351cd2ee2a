import { authorizeAdminRequest } from '@/lib/auth/guards';
import { listAdminPresenters } from '@/lib/conference/programme/presenters/queries';
import { presenterQuerySchema } from '@/lib/conference/programme/presenters/schema';
import { jsonPrivate } from '@/lib/http/json-response';
import { parseQuery } from '@/lib/http/respond';

// GET /api/mw/admin/get/presenter?event=&page=&limit= – one page of an edition's presenters in queue order
// { presenter, total, totalPages } (the public /api/mw/get/presenter has the seeds' public meaning)
export async function GET(request: Request): Promise<Response> {
  const authorization = await authorizeAdminRequest();
  if (!authorization.ok) return authorization.response;
  const { data, response } = await parseQuery(request, presenterQuerySchema);
  if (response) return response;

  return jsonPrivate(await listAdminPresenters(data));
}
