import { mayReadPersonalData } from '@/lib/admin/personal-data';
import { authorizeAdminRequest } from '@/lib/auth/guards';
import { withCompanyJson } from '@/lib/directory/api/with-records';
import { listCompanies } from '@/lib/directory/admin/company-queries';
import { companyListQuerySchema } from '@/lib/directory/admin/schema';
import { jsonPrivate } from '@/lib/http/json-response';
import { parseQuery } from '@/lib/http/respond';

// GET /api/yellow-page/get/company-list?page&limit&mainCategory&subCategory&approval&status – companies as seeds 3
// "Company (current)" { request, totalPages, total }
export async function GET(request: Request): Promise<Response> {
  const authorization = await authorizeAdminRequest();
  if (!authorization.ok) return authorization.response;
  const { data: query, response } = await parseQuery(request, companyListQuerySchema);
  if (response) return response;
  const page = await listCompanies(query);

  // Open to every staff role; who registered only to those who review requests.
  const withRegistrant = mayReadPersonalData(authorization.admin, 'directoryRegistrant');

  return jsonPrivate({ ...page, request: await withCompanyJson(page.request, { withRegistrant }) });
}
