import { listConferenceNewsCategories } from '@/lib/conference/archive/news';
import { newsCategoryQuerySchema } from '@/lib/conference/archive/news-category-query';
import { parseQuery, publicJson } from '@/lib/http/respond';

// GET /api/mw/get/news-category?event= – the conference's news categories with their published news counts
export async function GET(request: Request): Promise<Response> {
  const { data, response } = await parseQuery(request, newsCategoryQuerySchema);
  if (response) return response;

  return publicJson({ categories: await listConferenceNewsCategories(data.event) });
}
