import { authorizeAdminRequest } from '@/lib/auth/guards';
import { listMenuCategories } from '@/lib/conference/site/menu-queries';
import { jsonPrivate } from '@/lib/http/json-response';

// GET /api/mw/get/categories – every conference menu category, active or not, for the menu screen { category }
export async function GET(): Promise<Response> {
  const authorization = await authorizeAdminRequest();
  if (!authorization.ok) return authorization.response;

  return jsonPrivate({ category: await listMenuCategories() });
}
