import { toSubCategoryJson } from '@/lib/directory/api-json';
import { listSubCategories } from '@/lib/directory/queries';
import { categoriesQuerySchema } from '@/lib/directory/schema';
import { parseQuery, publicJson } from '@/lib/http/respond';

// GET /api/yellow-page/categories?language=mn – every sub category in code order, named in the language
export async function GET(request: Request): Promise<Response> {
  const { data, response } = await parseQuery(request, categoriesQuerySchema);
  if (response) return response;

  return publicJson({ subCategories: (await listSubCategories(data.language)).map(toSubCategoryJson) });
}
