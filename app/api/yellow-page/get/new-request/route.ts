import { parseQuery } from '@/lib/api/respond';
import { authorizeAdminRequest } from '@/lib/auth/guards';
import { listRequests } from '@/lib/directory/admin/request-queries';
import { requestQuerySchema } from '@/lib/directory/admin/schema';
import { jsonPrivate } from '@/lib/http/json-response';

// GET /api/yellow-page/get/new-request?type=1|2&page=&limit= – pending requests { request, totalPages, total }, newest first
export async function GET(request: Request): Promise<Response> {
  const authorization = await authorizeAdminRequest();
  if (!authorization.ok) return authorization.response;
  const { data: query, response } = await parseQuery(request, requestQuerySchema);
  if (response) return response;

  return jsonPrivate(await listRequests(query));
}
