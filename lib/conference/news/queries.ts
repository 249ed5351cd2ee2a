import 'server-only';

import { and, asc, desc, eq, ilike, or, type SQL } from 'drizzle-orm';

import { db } from '@/db';
import { conferenceEvents, conferenceMenuCategories, conferenceNews } from '@/db/schema';
import { pageCount } from '@/lib/list-query/paging';
import { containing } from '@/lib/list-query/like-pattern';
import { fileUrl } from '@/lib/storage/url';

import type { ConferenceNewsQuery } from './schema';

/** A conference news category for the form's and the list's selects (seeds: menu categories with page_type news). */
export type NewsCategoryChoice = { cid: number; label: string };

export async function listConferenceNewsCategories(): Promise<NewsCategoryChoice[]> {
  return db
    .select({ cid: conferenceMenuCategories.cid, label: conferenceMenuCategories.category })
    .from(conferenceMenuCategories)
    .where(eq(conferenceMenuCategories.pageType, 'news'))
    .orderBy(asc(conferenceMenuCategories.position), asc(conferenceMenuCategories.cid));
}

export type ConferenceNewsRow = {
  id: number;
  event_id: number;
  event: string;
  category_cid: number;
  category: string;
  image: string;
  title: string;
  title_en: string;
  news_status: boolean;
  created_at: string;
};
export type ConferenceNewsPage = { news: ConferenceNewsRow[]; total: number; totalPages: number };

function listFilter({
  event,
  category,
  search,
}: Pick<ConferenceNewsQuery, 'event' | 'category' | 'search'>): SQL | undefined {
  const pattern = containing(search);

  return and(
    event ? eq(conferenceNews.eventId, event) : undefined,
    category ? eq(conferenceNews.categoryCid, category) : undefined,
    search ? or(ilike(conferenceNews.title, pattern), ilike(conferenceNews.titleEn, pattern)) : undefined,
  );
}

/**
 * One page of conference news, published or hidden, newest first: filtered, searched (both languages' titles,
 * case-insensitive, Cyrillic too) and cut in the database. `image` is the public file address.
 */
export async function listConferenceNews(query: ConferenceNewsQuery): Promise<ConferenceNewsPage> {
  const where = listFilter(query);
  const [rows, total] = await Promise.all([
    db
      .select({
        id: conferenceNews.id,
        event_id: conferenceNews.eventId,
        event: conferenceEvents.name,
        category_cid: conferenceNews.categoryCid,
        category: conferenceMenuCategories.category,
        image: conferenceNews.image,
        title: conferenceNews.title,
        title_en: conferenceNews.titleEn,
        news_status: conferenceNews.newsStatus,
        createdAt: conferenceNews.createdAt,
      })
      .from(conferenceNews)
      .innerJoin(conferenceEvents, eq(conferenceEvents.id, conferenceNews.eventId))
      .innerJoin(conferenceMenuCategories, eq(conferenceMenuCategories.cid, conferenceNews.categoryCid))
      .where(where)
      .orderBy(desc(conferenceNews.createdAt), desc(conferenceNews.id))
      .limit(query.limit)
      .offset((query.page - 1) * query.limit),
    db.$count(conferenceNews, where),
  ]);

  return {
    news: rows.map(({ createdAt, ...row }) => ({
      ...row,
      image: fileUrl(row.image),
      created_at: createdAt.toISOString(),
    })),
    total,
    totalPages: pageCount(total, query.limit, { minimum: 1 }),
  };
}

/** Every field of one item for the edit form: its stored cover key, and that key's address for the preview. */
export type EditableConferenceNews = {
  id: number;
  event_id: number;
  category_cid: number;
  image: string;
  image_url: string;
  title: string;
  title_en: string;
  summary: string;
  summary_en: string;
  text: string;
  text_en: string;
  news_status: boolean;
};

export async function getEditableConferenceNews(id: number): Promise<EditableConferenceNews | null> {
  const [row] = await db
    .select({
      id: conferenceNews.id,
      event_id: conferenceNews.eventId,
      category_cid: conferenceNews.categoryCid,
      image: conferenceNews.image,
      title: conferenceNews.title,
      title_en: conferenceNews.titleEn,
      summary: conferenceNews.summary,
      summary_en: conferenceNews.summaryEn,
      text: conferenceNews.text,
      text_en: conferenceNews.textEn,
      news_status: conferenceNews.newsStatus,
    })
    .from(conferenceNews)
    .where(eq(conferenceNews.id, id));

  return row ? { ...row, image_url: fileUrl(row.image) } : null;
}
