import { authorizeAdminRequest } from '@/lib/auth/guards';
import { jsonPrivate } from '@/lib/http/json-response';
import { listAdminSustainableItems } from '@/lib/sustainable-mining/queries';

// GET /api/admin/get/sustainable-mining – every poster with both names, for the admin screen
export async function GET(): Promise<Response> {
  const authorization = await authorizeAdminRequest();
  if (!authorization.ok) return authorization.response;
  const { mining } = await listAdminSustainableItems();

  return jsonPrivate({ mining });
}
