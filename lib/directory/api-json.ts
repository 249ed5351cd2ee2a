import type { SubCategory } from './queries';

/**
 * A sub category as the API answers it, with the seeds' field names: `id` as seeds 3 "Sub category" names it, and
 * `category_id` as the company's category list (and the clients before) name the same number.
 */
export function toSubCategoryJson(category: SubCategory): {
  id: number;
  category_id: number;
  category_code: string;
  name: string;
} {
  return { id: category.id, category_id: category.id, category_code: category.code, name: category.name };
}
