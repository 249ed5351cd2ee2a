import { authorizeAdminRequest } from '@/lib/auth/guards';
import { listDirectoryBanners } from '@/lib/directory/admin/banner-queries';
import { jsonPrivate } from '@/lib/http/json-response';

// GET /api/yellow-page/get/banner – the directory home's banners in order { banner: [{ id, image, sequence }] }
export async function GET(): Promise<Response> {
  const authorization = await authorizeAdminRequest();
  if (!authorization.ok) return authorization.response;

  return jsonPrivate({ banner: await listDirectoryBanners() });
}
