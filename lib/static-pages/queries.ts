import 'server-only';

import { and, asc, eq } from 'drizzle-orm';

import { db } from '@/db';
import { categories, staticPages } from '@/db/schema';
import { sanitizeRichText } from '@/lib/html/sanitize';
import { pickLocalized } from '@/lib/i18n/localize';
import type { Locale } from '@/lib/i18n/routing';

export type StaticPage = { cid: number; title: string; html: string };
/** The admin seed's static data entity, as the API answers it. */
export type StaticData = { id: number; category_cid: number; text: string; text_en: string };

const isActiveStatic = (cid: number) =>
  and(eq(categories.cid, cid), eq(categories.categoryStatus, true), eq(categories.pageType, 'static'));

/**
 * The page /mm/page/{cid}: an active static category with its text in the locale (falling back to the other
 * language). Null for unknown, inactive or news categories. A static category without text yet is a page
 * with only its title. The stored HTML was sanitised on save and is sanitised again here.
 */
export async function getStaticPage({ cid, locale }: { cid: number; locale: Locale }): Promise<StaticPage | null> {
  const [row] = await db
    .select({
      cid: categories.cid,
      category: categories.category,
      categoryEn: categories.categoryEn,
      text: staticPages.text,
      textEn: staticPages.textEn,
    })
    .from(categories)
    .leftJoin(staticPages, eq(staticPages.categoryCid, categories.cid))
    .where(isActiveStatic(cid))
    .limit(1);
  if (!row) return null;

  return {
    cid: row.cid,
    title: pickLocalized(row.category, row.categoryEn, locale),
    html: sanitizeRichText(pickLocalized(row.text, row.textEn, locale)),
  };
}

/**
 * Both languages of an active static category's text: `undefined` when there is no such category, `null`
 * when the category exists but no text has been written yet.
 */
export async function getStaticData(cid: number): Promise<StaticData | null | undefined> {
  const [row] = await db
    .select({ id: staticPages.id, text: staticPages.text, textEn: staticPages.textEn })
    .from(categories)
    .leftJoin(staticPages, eq(staticPages.categoryCid, categories.cid))
    .where(isActiveStatic(cid))
    .limit(1);
  if (!row) return undefined;
  if (row.id === null) return null;

  return {
    id: row.id,
    category_cid: cid,
    text: sanitizeRichText(row.text ?? ''),
    text_en: sanitizeRichText(row.textEn ?? ''),
  };
}

/** The static pages worth listing for search engines (sitemap): active static categories that have text. */
export async function listStaticPageIds(): Promise<number[]> {
  const rows = await db
    .select({ cid: categories.cid })
    .from(categories)
    .innerJoin(staticPages, eq(staticPages.categoryCid, categories.cid))
    .where(and(eq(categories.categoryStatus, true), eq(categories.pageType, 'static')))
    .orderBy(asc(categories.cid));

  return rows.map((row) => row.cid);
}
