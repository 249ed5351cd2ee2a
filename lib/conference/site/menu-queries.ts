import 'server-only';

import { and, asc, eq } from 'drizzle-orm';

import { db } from '@/db';
import { conferenceMenuCategories, conferenceNews, conferenceStaticPages } from '@/db/schema';

/** A category under the seeds' field names (3 "Event menu category"): the API answers them, the form sends them. */
const COLUMNS = {
  cid: conferenceMenuCategories.cid,
  category: conferenceMenuCategories.category,
  category_en: conferenceMenuCategories.categoryEn,
  pid: conferenceMenuCategories.pid,
  category_status: conferenceMenuCategories.categoryStatus,
  page_type: conferenceMenuCategories.pageType,
};

// The public menu's order: staff's position, then the order categories were added in.
const MENU_ORDER = [asc(conferenceMenuCategories.position), asc(conferenceMenuCategories.cid)];

/** Every category, active or not, in menu order: the admin list and `GET /api/mw/get/categories`. */
export async function listMenuCategories() {
  return db
    .select(COLUMNS)
    .from(conferenceMenuCategories)
    .orderBy(...MENU_ORDER);
}
export type MenuCategory = Awaited<ReturnType<typeof listMenuCategories>>[number];

/** The categories the public menu shows, in its order: `GET /api/mw/get/category`. */
export async function listActiveMenuCategories(): Promise<MenuCategory[]> {
  return db
    .select(COLUMNS)
    .from(conferenceMenuCategories)
    .where(eq(conferenceMenuCategories.categoryStatus, true))
    .orderBy(...MENU_ORDER);
}

/** How many conference news items are filed under a category (they keep a news category from being reshaped). */
export async function countCategoryNews(cid: number): Promise<number> {
  return db.$count(conferenceNews, eq(conferenceNews.categoryCid, cid));
}

export type EditableStaticPage = { cid: number; category: string; isActive: boolean; text: string; textEn: string };

/**
 * A static category and its stored text for the editor, whatever its status (staff prepare a page before
 * switching its menu entry on). Null for unknown and news categories.
 */
export async function getEditableStaticPage(cid: number): Promise<EditableStaticPage | null> {
  const [row] = await db
    .select({
      cid: conferenceMenuCategories.cid,
      category: conferenceMenuCategories.category,
      isActive: conferenceMenuCategories.categoryStatus,
      text: conferenceStaticPages.text,
      textEn: conferenceStaticPages.textEn,
    })
    .from(conferenceMenuCategories)
    .leftJoin(conferenceStaticPages, eq(conferenceStaticPages.categoryCid, conferenceMenuCategories.cid))
    .where(and(eq(conferenceMenuCategories.cid, cid), eq(conferenceMenuCategories.pageType, 'static')))
    .limit(1);

  return row ? { ...row, text: row.text ?? '', textEn: row.textEn ?? '' } : null;
}
