import 'server-only';

import { asc, eq } from 'drizzle-orm';

import { db } from '@/db';
import { categories } from '@/db/schema';

import { type NavCategory, selectProjectCategories } from './navigation';

/** Active menu categories: the navigation tree's News and Projects children. */
export async function listNavigationCategories(): Promise<NavCategory[]> {
  return db
    .select({
      cid: categories.cid,
      pid: categories.pid,
      category: categories.category,
      category_en: categories.categoryEn,
      page_type: categories.pageType,
      level: categories.categoryLevel,
    })
    .from(categories)
    .where(eq(categories.categoryStatus, true))
    .orderBy(asc(categories.cid));
}

/** The project pages shown as cards on the home page. */
export async function listProjectCategories(): Promise<NavCategory[]> {
  return selectProjectCategories(await listNavigationCategories());
}
