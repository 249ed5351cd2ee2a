import { authorizeAdminRequest } from '@/lib/auth/guards';
import { jsonPrivate } from '@/lib/http/json-response';
import { adminReportQuerySchema } from '@/lib/library/admin-query';
import { listAdminReports } from '@/lib/reports/admin-queries';

// GET /api/get/reports?page=&limit= – one page of reports (5, 10 or 15) with both titles, for the admin list
export async function GET(request: Request): Promise<Response> {
  const authorization = await authorizeAdminRequest();
  if (!authorization.ok) return authorization.response;
  const { page, limit } = adminReportQuerySchema.parse(Object.fromEntries(new URL(request.url).searchParams));

  return jsonPrivate(await listAdminReports({ page, limit }));
}
