import { authorizeAdminRequest } from '@/lib/auth/guards';
import { withCompanyJson, withConsultantJson } from '@/lib/directory/api/with-records';
import { listRequests } from '@/lib/directory/admin/request-queries';
import { requestQuerySchema } from '@/lib/directory/admin/schema';
import { jsonPrivate } from '@/lib/http/json-response';
import { parseQuery } from '@/lib/http/respond';

// GET /api/yellow-page/get/new-request?type=1|2&page=&limit= – pending requests { request, totalPages, total }, newest
// first: companies (type 1) as seeds 3 "Company (current)", consultant engineers (type 2) as "Consultant (person)"
export async function GET(request: Request): Promise<Response> {
  const authorization = await authorizeAdminRequest('requests');
  if (!authorization.ok) return authorization.response;
  const { data: query, response } = await parseQuery(request, requestQuerySchema);
  if (response) return response;
  const page = await listRequests(query);
  // Everyone who may review requests may read who sent them.
  const rows =
    query.type === '1'
      ? await withCompanyJson(page.request, { withRegistrant: true })
      : await withConsultantJson(page.request, { withRegistrant: true });

  return jsonPrivate({ ...page, request: rows });
}
