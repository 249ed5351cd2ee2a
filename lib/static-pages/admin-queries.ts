import 'server-only';

import { and, eq } from 'drizzle-orm';

import { db } from '@/db';
import { categories, staticPages } from '@/db/schema';

export type EditableStaticPage = {
  cid: number;
  category: string;
  isActive: boolean;
  text: string;
  textEn: string;
};

/**
 * A static category and its stored text for the editor, whatever its status (staff prepare a page before
 * switching its menu entry on). Null for unknown and news categories.
 */
export async function getEditableStaticPage(cid: number): Promise<EditableStaticPage | null> {
  const [row] = await db
    .select({
      cid: categories.cid,
      category: categories.category,
      isActive: categories.categoryStatus,
      text: staticPages.text,
      textEn: staticPages.textEn,
    })
    .from(categories)
    .leftJoin(staticPages, eq(staticPages.categoryCid, categories.cid))
    .where(and(eq(categories.cid, cid), eq(categories.pageType, 'static')))
    .limit(1);
  if (!row) return null;

  return { ...row, text: row.text ?? '', textEn: row.textEn ?? '' };
}
