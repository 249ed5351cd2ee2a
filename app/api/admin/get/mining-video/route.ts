import { authorizeAdminRequest } from '@/lib/auth/guards';
import { jsonPrivate } from '@/lib/http/json-response';
import { adminVideoQuerySchema } from '@/lib/library/admin-query';
import { listAdminVideos } from '@/lib/library/admin-queries';

// GET /api/admin/get/mining-video?page=&limit= – one page of videos (10, 20 or 30) with both names
export async function GET(request: Request): Promise<Response> {
  const authorization = await authorizeAdminRequest();
  if (!authorization.ok) return authorization.response;
  const { page, limit } = adminVideoQuerySchema.parse(Object.fromEntries(new URL(request.url).searchParams));

  return jsonPrivate(await listAdminVideos({ page, limit }));
}
