import { getDashboardCounts } from '@/lib/audit-log/queries';
import { authorizeAdminRequest } from '@/lib/auth/guards';
import { jsonPrivate } from '@/lib/http/json-response';

// GET /api/get/dashboard – the admin dashboard's figures { newsCount, requestCount }
export async function GET(): Promise<Response> {
  const authorization = await authorizeAdminRequest();
  if (!authorization.ok) return authorization.response;

  return jsonPrivate(await getDashboardCounts());
}
