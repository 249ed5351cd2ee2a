import { listMemberResults } from '@/lib/assessment/admin-member-results';
import { memberResultQuerySchema } from '@/lib/assessment/admin-member-schema';
import { authorizeAdminRequest } from '@/lib/auth/guards';
import { jsonPrivate } from '@/lib/http/json-response';

// GET /api/get/member-assessment-result?page=&limit= – the member companies' finished assessments, newest first
// { respondents, totalPages, total }
export async function GET(request: Request): Promise<Response> {
  const authorization = await authorizeAdminRequest('evidence');
  if (!authorization.ok) return authorization.response;

  const query = memberResultQuerySchema.parse(Object.fromEntries(new URL(request.url).searchParams));
  const { respondents, totalPages, total } = await listMemberResults(query);

  return jsonPrivate({ respondents, totalPages, total });
}
