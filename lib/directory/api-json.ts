import type { SubCategory } from './queries';

/** A sub category as the API answers it, with the seeds' field names. */
export function toSubCategoryJson(category: SubCategory): { category_id: number; category_code: string; name: string } {
  return { category_id: category.id, category_code: category.code, name: category.name };
}
