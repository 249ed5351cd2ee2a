import { authorizeAdminRequest } from '@/lib/auth/guards';
import { jsonPrivate } from '@/lib/http/json-response';
import { listSocialLinks } from '@/lib/social-links/queries';

// GET /api/admin/get/social-link – the social links grid { link: [{ id, icon, link }] }
export async function GET(): Promise<Response> {
  const authorization = await authorizeAdminRequest();
  if (!authorization.ok) return authorization.response;

  return jsonPrivate({ link: await listSocialLinks('association') });
}
