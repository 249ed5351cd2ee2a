import { authorizeAdminRequest } from '@/lib/auth/guards';
import { getCompanyDetail } from '@/lib/directory/admin/company-detail';
import { idQuerySchema } from '@/lib/directory/admin/schema';
import { jsonPrivate } from '@/lib/http/json-response';
import { errorResponse, parseQuery } from '@/lib/http/respond';

// GET /api/yellow-page/get/company?id= – one company in any review state { company: { company, category, contact, about, registrant } }
export async function GET(request: Request): Promise<Response> {
  const authorization = await authorizeAdminRequest('requests');
  if (!authorization.ok) return authorization.response;
  const { data: query, locale, response } = await parseQuery(request, idQuerySchema);
  if (response) return response;
  const company = await getCompanyDetail(query.id);

  return company ? jsonPrivate({ company }) : errorResponse({ status: 404, messageKey: 'errors.notFound', locale });
}
