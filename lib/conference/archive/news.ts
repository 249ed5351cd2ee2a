import 'server-only';

import { and, asc, count, desc, eq, type SQL } from 'drizzle-orm';

import { db } from '@/db';
import { conferenceMenuCategories, conferenceNews } from '@/db/schema';
import { sanitizeRichText } from '@/lib/html/sanitize';
import { pickLocalized } from '@/lib/i18n/localize';
import type { Locale } from '@/lib/i18n/routing';
import { type NewsDetail, type NewsPage, toNewsCard } from '@/lib/news/queries';
import { pageCount } from '@/lib/list-query/paging';

/** The archive's news list shows six a page, as the association's blog does. */
export const EDITION_NEWS_PAGE_SIZE = 6;

const cardColumns = {
  id: conferenceNews.id,
  title: conferenceNews.title,
  titleEn: conferenceNews.titleEn,
  summary: conferenceNews.summary,
  summaryEn: conferenceNews.summaryEn,
  image: conferenceNews.image,
  createdAt: conferenceNews.createdAt,
};

const publishedIn = (eventId: number): SQL | undefined =>
  and(eq(conferenceNews.eventId, eventId), eq(conferenceNews.newsStatus, true));

/** One page of an edition's published news, newest first, optionally of one category. */
export async function listEditionNews({
  eventId,
  categoryCid,
  locale,
  page,
  limit = EDITION_NEWS_PAGE_SIZE,
}: {
  eventId: number;
  categoryCid?: number;
  locale: Locale;
  page: number;
  limit?: number;
}): Promise<NewsPage> {
  const where = and(
    publishedIn(eventId),
    categoryCid === undefined ? undefined : eq(conferenceNews.categoryCid, categoryCid),
  );
  const [rows, [totals]] = await Promise.all([
    db
      .select(cardColumns)
      .from(conferenceNews)
      .where(where)
      .orderBy(desc(conferenceNews.createdAt), desc(conferenceNews.id))
      .limit(limit)
      .offset((page - 1) * limit),
    db.select({ total: count() }).from(conferenceNews).where(where),
  ]);
  const total = totals?.total ?? 0;

  return { news: rows.map((row) => toNewsCard(row, locale)), total, totalPages: pageCount(total, limit) };
}

/** A news item as the association's detail page has it, with its category's name. */
export type EditionNewsItem = NewsDetail & { category: string };

/** One published news item of an edition, its body sanitized; null when it is hidden or of another edition. */
export async function getEditionNewsItem({
  eventId,
  id,
  locale,
}: {
  eventId: number;
  id: number;
  locale: Locale;
}): Promise<EditionNewsItem | null> {
  const [row] = await db
    .select({
      ...cardColumns,
      text: conferenceNews.text,
      textEn: conferenceNews.textEn,
      categoryCid: conferenceNews.categoryCid,
      updatedAt: conferenceNews.updatedAt,
      category: conferenceMenuCategories.category,
      categoryEn: conferenceMenuCategories.categoryEn,
    })
    .from(conferenceNews)
    .innerJoin(conferenceMenuCategories, eq(conferenceMenuCategories.cid, conferenceNews.categoryCid))
    .where(and(publishedIn(eventId), eq(conferenceNews.id, id)));
  if (!row) return null;

  return {
    ...toNewsCard(row, locale),
    text: sanitizeRichText(pickLocalized(row.text, row.textEn, locale)),
    category_cid: row.categoryCid,
    updated_at: row.updatedAt.toISOString(),
    category: pickLocalized(row.category, row.categoryEn, locale),
  };
}

/** Seeds 3 News category: id, category, category_en, news_count (published news, of one edition when given). */
export type ConferenceNewsCategory = { id: number; category: string; category_en: string; news_count: number };

/** The active news categories of the conference menu with their counts, in menu order (seeds 7.1 `GET /get/news-category`). */
export async function listConferenceNewsCategories(eventId?: number): Promise<ConferenceNewsCategory[]> {
  const counted = and(
    eq(conferenceNews.categoryCid, conferenceMenuCategories.cid),
    eq(conferenceNews.newsStatus, true),
    eventId === undefined ? undefined : eq(conferenceNews.eventId, eventId),
  );

  return db
    .select({
      id: conferenceMenuCategories.cid,
      category: conferenceMenuCategories.category,
      category_en: conferenceMenuCategories.categoryEn,
      news_count: count(conferenceNews.id),
    })
    .from(conferenceMenuCategories)
    .leftJoin(conferenceNews, counted)
    .where(and(eq(conferenceMenuCategories.pageType, 'news'), eq(conferenceMenuCategories.categoryStatus, true)))
    .groupBy(conferenceMenuCategories.cid)
    .orderBy(asc(conferenceMenuCategories.position), asc(conferenceMenuCategories.cid));
}
