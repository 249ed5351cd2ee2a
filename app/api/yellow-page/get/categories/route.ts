import { authorizeAdminRequest } from '@/lib/auth/guards';
import { listCategories } from '@/lib/directory/admin/category-queries';
import { categoryQuerySchema } from '@/lib/directory/admin/schema';
import { jsonPrivate } from '@/lib/http/json-response';
import { parseQuery } from '@/lib/http/respond';

// GET /api/yellow-page/get/categories?type=all|01..04&lang=mn|en&page&limit – sub categories { categories, totalPages, total }
export async function GET(request: Request): Promise<Response> {
  const authorization = await authorizeAdminRequest();
  if (!authorization.ok) return authorization.response;
  const { data: query, response } = await parseQuery(request, categoryQuerySchema);
  if (response) return response;

  return jsonPrivate(await listCategories(query));
}
