import { toSubCategoryJson } from '@/lib/directory/api-json';
import { listSubCategories } from '@/lib/directory/queries';
import { categoriesByMainQuerySchema } from '@/lib/directory/schema';
import { parseQuery, publicJson } from '@/lib/http/respond';

// GET /api/yellow-page/categories-by-main?main=01&language=mn – the sub categories of one main category
export async function GET(request: Request): Promise<Response> {
  const { data, response } = await parseQuery(request, categoriesByMainQuerySchema);
  if (response) return response;

  return publicJson({ subCategories: (await listSubCategories(data.language, data.main)).map(toSubCategoryJson) });
}
