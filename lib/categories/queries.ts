import 'server-only';

import { alias } from 'drizzle-orm/pg-core';
import { asc, count, eq, sql } from 'drizzle-orm';

import { db } from '@/db';
import { categories, news } from '@/db/schema';

import type { PageType } from './levels';

export type AdminCategory = {
  cid: number;
  pid: number | null;
  category: string;
  categoryEn: string;
  categoryStatus: boolean;
  pageType: PageType;
  level: number;
};
export type AdminCategoryRow = AdminCategory & { parentName: string | null };

const columns = {
  cid: categories.cid,
  pid: categories.pid,
  category: categories.category,
  categoryEn: categories.categoryEn,
  categoryStatus: categories.categoryStatus,
  pageType: categories.pageType,
  level: categories.categoryLevel,
};

const parent = alias(categories, 'parent');

// Tree order: each category right after its parent. A level-n row sorts by its top ancestor, then its
// level-2 ancestor, then itself (levels are at most 3, so the two joins above suffice).
const topAncestor = sql`case ${categories.categoryLevel} when 1 then ${categories.cid} when 2 then ${categories.pid} else ${parent.pid} end`;
const secondAncestor = sql`case ${categories.categoryLevel} when 1 then 0 when 2 then ${categories.cid} else ${categories.pid} end`;

/** One page of the admin menu list, in tree order, with each parent's name. */
export async function listAdminCategories({
  page,
  limit,
}: {
  page: number;
  limit: number;
}): Promise<{ rows: AdminCategoryRow[]; total: number }> {
  const [rows, total] = await Promise.all([
    db
      .select({ ...columns, parentName: parent.category })
      .from(categories)
      .leftJoin(parent, eq(parent.cid, categories.pid))
      .orderBy(topAncestor, secondAncestor, asc(categories.cid))
      .limit(limit)
      .offset((page - 1) * limit),
    db.$count(categories),
  ]);

  return { rows, total };
}

/** Every category, active or not: the parent choices of the form. */
export async function listAllCategories(): Promise<AdminCategory[]> {
  return db.select(columns).from(categories).orderBy(asc(categories.categoryLevel), asc(categories.cid));
}

export async function getAdminCategory(cid: number): Promise<AdminCategory | null> {
  const [row] = await db.select(columns).from(categories).where(eq(categories.cid, cid)).limit(1);

  return row ?? null;
}

/** What still hangs on a category: sub-categories and news filed under it. */
export async function countCategoryDependants(cid: number): Promise<{ childCount: number; newsCount: number }> {
  const [[children], [filed]] = await Promise.all([
    db.select({ total: count() }).from(categories).where(eq(categories.pid, cid)),
    db.select({ total: count() }).from(news).where(eq(news.categoryCid, cid)),
  ]);

  return { childCount: children?.total ?? 0, newsCount: filed?.total ?? 0 };
}

export type CategoryOption = { cid: number; label: string };

/** The news categories (any status) a news item may be filed under, labelled with their parent. */
export async function listNewsCategoryOptions(): Promise<CategoryOption[]> {
  const rows = await db
    .select({ cid: categories.cid, category: categories.category, parentName: parent.category })
    .from(categories)
    .leftJoin(parent, eq(parent.cid, categories.pid))
    .where(eq(categories.pageType, 'news'))
    .orderBy(topAncestor, secondAncestor, asc(categories.cid));

  return rows.map((row) => ({
    cid: row.cid,
    label: row.parentName ? `${row.parentName} / ${row.category}` : row.category,
  }));
}
