import 'server-only';

import { asc, count, eq, sql } from 'drizzle-orm';

import { db } from '@/db';
import { outerColumn } from '@/db/outer-column';
import { directoryCategories, directoryCompanyCategories } from '@/db/schema';
import { pageCount } from '@/lib/list-query/paging';

import type { CategoryQuery } from './schema';

/** Seeds 7.5 `categories`: code and name in the list's language, with how many companies it holds. */
export type CategoryRow = { id: number; category_code: string; name: string; company_count: number };
export type CategoryPage = { categories: CategoryRow[]; totalPages: number; total: number };

/** Sub categories by code, of one main category or all, named in one language. */
export async function listCategories({ type, lang, page, limit }: CategoryQuery): Promise<CategoryPage> {
  const where = type === 'all' ? undefined : eq(directoryCategories.mainCode, type);
  const companies = sql<number>`(select count(*)::int from ${directoryCompanyCategories} where ${directoryCompanyCategories.categoryId} = ${outerColumn(directoryCategories, directoryCategories.id)})`;
  const [rows, [totals]] = await Promise.all([
    db
      .select({
        id: directoryCategories.id,
        category_code: directoryCategories.code,
        name: lang === 'mn' ? directoryCategories.nameMn : directoryCategories.nameEn,
        company_count: companies,
      })
      .from(directoryCategories)
      .where(where)
      .orderBy(asc(directoryCategories.code))
      .limit(limit)
      .offset((page - 1) * limit),
    db.select({ total: count() }).from(directoryCategories).where(where),
  ]);
  const total = totals?.total ?? 0;

  return { categories: rows, totalPages: pageCount(total, limit, { minimum: 1 }), total };
}

/** Every sub category for the pickers (a few dozen rows): code, both names and its main code. */
export async function listCategoryChoices(): Promise<{ id: number; code: string; nameMn: string; mainCode: string }[]> {
  const rows = await db
    .select({ id: directoryCategories.id, code: directoryCategories.code, nameMn: directoryCategories.nameMn })
    .from(directoryCategories)
    .orderBy(asc(directoryCategories.code));

  return rows.map((row) => ({ ...row, mainCode: row.code.slice(0, 2) }));
}
