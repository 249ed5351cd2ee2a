import { authorizeAdminRequest } from '@/lib/auth/guards';
import { listBanners } from '@/lib/banners/queries';
import { jsonPrivate } from '@/lib/http/json-response';

// GET /api/admin/get/banner – the slides as the admin screen lists them { banner: [{ id, image, sequence }] }
export async function GET(): Promise<Response> {
  const authorization = await authorizeAdminRequest();
  if (!authorization.ok) return authorization.response;

  return jsonPrivate({ banner: await listBanners() });
}
