import { authorizeAdminRequest } from '@/lib/auth/guards';
import { jsonPrivate } from '@/lib/http/json-response';
import { listMemberCompanies } from '@/lib/member-companies/queries';
import { memberCompanyQuerySchema } from '@/lib/member-companies/schema';

// GET /api/get/member-companies?search=&page=&limit= – member companies for the admin screen { members, total, totalPages }
export async function GET(request: Request): Promise<Response> {
  const authorization = await authorizeAdminRequest();
  if (!authorization.ok) return authorization.response;
  const query = memberCompanyQuerySchema.parse(Object.fromEntries(new URL(request.url).searchParams));

  return jsonPrivate(await listMemberCompanies(query));
}
