import { authorizeAdminRequest } from '@/lib/auth/guards';
import { jsonPrivate } from '@/lib/http/json-response';
import { listAdminMemberLogos } from '@/lib/member-logos/queries';

// GET /api/get/membership – membership logos for the admin screen { logos: [...] }, split by board_member / main_member
export async function GET(): Promise<Response> {
  const authorization = await authorizeAdminRequest();
  if (!authorization.ok) return authorization.response;

  return jsonPrivate({ logos: await listAdminMemberLogos() });
}
