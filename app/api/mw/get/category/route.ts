import { listActiveMenuCategories } from '@/lib/conference/site/menu-queries';
import { publicJson } from '@/lib/http/respond';

// GET /api/mw/get/category – the conference menu: its active categories in menu order { category }
export async function GET(): Promise<Response> {
  return publicJson({ category: await listActiveMenuCategories() });
}
