import 'server-only';

import { and, count, desc, eq, gte, lt, ne, sql, type SQL } from 'drizzle-orm';

import { db } from '@/db';
import { aboutPeople, categories, memberLogos, news } from '@/db/schema';
import { sanitizeRichText } from '@/lib/html/sanitize';
import { pickLocalized } from '@/lib/i18n/localize';
import type { Locale } from '@/lib/i18n/routing';
import { containing } from '@/lib/list-query/like-pattern';
import { pageCount } from '@/lib/list-query/paging';
import { fileUrl } from '@/lib/storage/url';

export const NEWS_PAGE_SIZE = 6; // seeds: news page size 6
/** Mongolia keeps UTC+8 all year: archive months are the association's calendar months. */
const ARCHIVE_UTC_OFFSET = '+08:00';

export type NewsCard = {
  id: number;
  title: string;
  summary: string;
  image: string;
  publisher: string;
  created_at: string;
};
export type NewsPage = { news: NewsCard[]; total: number; totalPages: number };

const cardColumns = {
  id: news.id,
  title: news.title,
  titleEn: news.titleEn,
  summary: news.summary,
  summaryEn: news.summaryEn,
  image: news.image,
  publisher: news.publisher,
  createdAt: news.createdAt,
};

/** A news row as a list shows it; the conference's news have no publisher. */
export type NewsCardRow = {
  id: number;
  title: string;
  titleEn: string;
  summary: string;
  summaryEn: string;
  image: string;
  publisher?: string;
  createdAt: Date;
};

/** A news card in the reader's language: the association's news and the conference's are listed alike. */
export function toNewsCard(row: NewsCardRow, locale: Locale): NewsCard {
  return {
    id: row.id,
    title: pickLocalized(row.title, row.titleEn, locale),
    summary: pickLocalized(row.summary, row.summaryEn, locale),
    image: fileUrl(row.image),
    publisher: row.publisher ?? '',
    created_at: row.createdAt.toISOString(),
  };
}

const isPublished = eq(news.newsStatus, true);

/** One page of published news matching `filter`, newest first; selects only what a card shows. */
async function listNewsPage({
  filter,
  locale,
  page,
  limit = NEWS_PAGE_SIZE,
}: {
  filter: SQL | undefined;
  locale: Locale;
  page: number;
  limit?: number;
}): Promise<NewsPage> {
  const where = and(isPublished, filter);
  const [rows, [totals]] = await Promise.all([
    db
      .select(cardColumns)
      .from(news)
      .where(where)
      .orderBy(desc(news.createdAt), desc(news.id))
      .limit(limit)
      .offset((page - 1) * limit),
    db.select({ total: count() }).from(news).where(where),
  ]);
  const total = totals?.total ?? 0;

  return { news: rows.map((row) => toNewsCard(row, locale)), total, totalPages: pageCount(total, limit) };
}

export function listNewsByCategory({
  cid,
  locale,
  page,
  limit,
}: {
  cid: number;
  locale: Locale;
  page: number;
  limit?: number;
}): Promise<NewsPage> {
  return listNewsPage({ filter: eq(news.categoryCid, cid), locale, page, limit });
}

/** News of one archive month (`yyyy-mm`, Ulaanbaatar time). */
export function listNewsByMonth({
  month,
  locale,
  page,
  limit,
}: {
  month: string;
  locale: Locale;
  page: number;
  limit?: number;
}): Promise<NewsPage> {
  const [year = 0, monthNumber = 1] = month.split('-').map(Number);
  const start = new Date(`${month}-01T00:00:00${ARCHIVE_UTC_OFFSET}`);
  const nextMonth = monthNumber === 12 ? `${year + 1}-01` : `${year}-${String(monthNumber + 1).padStart(2, '0')}`;
  const end = new Date(`${nextMonth}-01T00:00:00${ARCHIVE_UTC_OFFSET}`);

  return listNewsPage({ filter: and(gte(news.createdAt, start), lt(news.createdAt, end)), locale, page, limit });
}

/**
 * Case-insensitive substring search over both languages' titles and summaries (Cyrillic and Latin alike).
 * search_text is the lower-cased concatenation, indexed with trigrams.
 */
export function searchNews({
  term,
  locale,
  page,
  limit,
}: {
  term: string;
  locale: Locale;
  page: number;
  limit?: number;
}): Promise<NewsPage> {
  const pattern = containing(term.trim());

  return listNewsPage({ filter: sql`${news.searchText} like lower(${pattern})`, locale, page, limit });
}

export async function listRecentNews({ locale, limit = 5 }: { locale: Locale; limit?: number }): Promise<NewsCard[]> {
  const rows = await db
    .select(cardColumns)
    .from(news)
    .where(isPublished)
    .orderBy(desc(news.createdAt), desc(news.id))
    .limit(limit);

  return rows.map((row) => toNewsCard(row, locale));
}

export type NewsDetail = NewsCard & { text: string; category_cid: number; updated_at: string };

/** A published news item with its body sanitised for rendering, or null. */
export async function getNewsDetail({ id, locale }: { id: number; locale: Locale }): Promise<NewsDetail | null> {
  const [row] = await db
    .select({
      ...cardColumns,
      text: news.text,
      textEn: news.textEn,
      categoryCid: news.categoryCid,
      updatedAt: news.updatedAt,
    })
    .from(news)
    .where(and(eq(news.id, id), isPublished))
    .limit(1);
  if (!row) return null;

  return {
    ...toNewsCard(row, locale),
    text: sanitizeRichText(pickLocalized(row.text, row.textEn, locale)),
    category_cid: row.categoryCid,
    updated_at: row.updatedAt.toISOString(),
  };
}

export type CategoryNewsCount = {
  cid: number;
  category: string;
  category_en: string;
  news_count: number;
  page_type: 'news' | 'static';
};

/** Active news categories with their count of published news (the side panel and GET /get/category-news-count). */
export async function listCategoryNewsCounts(): Promise<CategoryNewsCount[]> {
  return db
    .select({
      cid: categories.cid,
      category: categories.category,
      category_en: categories.categoryEn,
      news_count: sql<number>`count(${news.id})::int`,
      page_type: categories.pageType,
    })
    .from(categories)
    .leftJoin(news, and(eq(news.categoryCid, categories.cid), isPublished))
    .where(
      and(eq(categories.pageType, 'news'), eq(categories.categoryStatus, true), sql`${categories.categoryLevel} > 1`),
    )
    .groupBy(categories.cid)
    .orderBy(categories.cid);
}

export type ArchiveMonth = { created_at: string; date: string; news_count: number };

/** Months that have published news, newest first (the `limit` newest when given), labelled in the locale. */
export async function listArchiveMonths({
  locale,
  limit,
}: {
  locale: Locale;
  limit?: number;
}): Promise<ArchiveMonth[]> {
  const month = sql<string>`to_char(${news.createdAt} at time zone interval '${sql.raw(ARCHIVE_UTC_OFFSET)}', 'YYYY-MM')`;
  const query = db
    .select({ month, total: count() })
    .from(news)
    .where(isPublished)
    .groupBy(month)
    .orderBy(desc(month))
    .$dynamic();
  const rows = await (limit === undefined ? query : query.limit(limit));
  const label = new Intl.DateTimeFormat(locale, { year: 'numeric', month: 'long', timeZone: 'UTC' });

  return rows.map((row) => ({
    created_at: row.month,
    date: label.format(new Date(`${row.month}-01T00:00:00Z`)),
    news_count: row.total,
  }));
}

export type NewsSitemapEntry = { id: number; updated_at: Date };

export async function listNewsForSitemap(): Promise<NewsSitemapEntry[]> {
  return db.select({ id: news.id, updated_at: news.updatedAt }).from(news).where(isPublished).orderBy(desc(news.id));
}

export type NewsCategory = { cid: number; category: string; category_en: string };

/** An active news category, or null (unknown ids are a 404, not an empty list). */
export async function getNewsCategory(cid: number): Promise<NewsCategory | null> {
  const [row] = await db
    .select({ cid: categories.cid, category: categories.category, category_en: categories.categoryEn })
    .from(categories)
    .where(and(eq(categories.cid, cid), eq(categories.pageType, 'news'), eq(categories.categoryStatus, true)))
    .limit(1);

  return row ?? null;
}

/**
 * The English name stored for a person of the organisation pages or a member company with this (Mongolian) name,
 * or null: news publishers are typed freely, and these are the names the site also keeps in English.
 */
export async function getPublisherNameEn(name: string): Promise<string | null> {
  const [[person], [company]] = await Promise.all([
    db
      .select({ nameEn: aboutPeople.nameEn })
      .from(aboutPeople)
      .where(and(eq(aboutPeople.name, name), ne(aboutPeople.nameEn, '')))
      .limit(1),
    db
      .select({ nameEn: memberLogos.nameEn })
      .from(memberLogos)
      .where(and(eq(memberLogos.name, name), ne(memberLogos.nameEn, '')))
      .limit(1),
  ]);

  return person?.nameEn ?? company?.nameEn ?? null;
}
