import 'server-only';

import { CONSULTANT_CATEGORY_ID } from '@/lib/directory/main-categories';
import { listSubCategories, type SubCategory } from '@/lib/directory/queries';
import type { Locale } from '@/lib/i18n/routing';

/** A sub category as the registration form offers it under its main category. */
export type CategoryOption = SubCategory;

/**
 * The sub categories a company can register in, by code, named in `locale`. Consultant engineers (95) hold
 * people, who register with the consultant form instead.
 */
export async function listRegistrationCategories(locale: Locale): Promise<CategoryOption[]> {
  return (await listSubCategories(locale)).filter((category) => category.id !== CONSULTANT_CATEGORY_ID);
}
