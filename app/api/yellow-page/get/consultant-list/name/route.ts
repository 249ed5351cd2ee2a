import { mayReadPersonalData } from '@/lib/admin/personal-data';
import { authorizeAdminRequest } from '@/lib/auth/guards';
import { withConsultantJson } from '@/lib/directory/api/with-records';
import { listConsultants } from '@/lib/directory/admin/consultant-queries';
import { nameQuerySchema } from '@/lib/directory/admin/schema';
import { jsonPrivate } from '@/lib/http/json-response';
import { parseQuery } from '@/lib/http/respond';

// GET /api/yellow-page/get/consultant-list/name?page&limit&name – consultant engineers whose name in either language holds name
export async function GET(request: Request): Promise<Response> {
  const authorization = await authorizeAdminRequest();
  if (!authorization.ok) return authorization.response;
  const { data: query, response } = await parseQuery(request, nameQuerySchema);
  if (response) return response;
  const page = await listConsultants({ page: query.page, limit: query.limit, search: query.name });

  // Open to every staff role; who registered only to those who review requests.
  const withRegistrant = mayReadPersonalData(authorization.admin, 'directoryRegistrant');

  return jsonPrivate({ ...page, request: await withConsultantJson(page.request, { withRegistrant }) });
}
