import 'server-only';

import { desc, eq } from 'drizzle-orm';

import { db } from '@/db';
import { mongolianOrder } from '@/db/mongolian-order';
import { categories, news } from '@/db/schema';
import { gridOrder } from '@/lib/list-query/grid-order';
import { pageCount } from '@/lib/list-query/paging';
import { fileUrl } from '@/lib/storage/url';

import type { AdminNewsQuery } from './admin-schema';

export type AdminNewsRow = {
  id: number;
  image: string;
  title: string;
  title_en: string;
  category_cid: number;
  category: string;
  publisher: string;
  news_status: boolean;
  yellow_book: boolean;
  created_at: string;
};
export type AdminNewsPage = { news: AdminNewsRow[]; total: number; totalPages: number };

type AdminNewsListQuery = Pick<AdminNewsQuery, 'category' | 'page' | 'limit'> &
  Partial<Pick<AdminNewsQuery, 'sort' | 'dir'>>;

/**
 * One page of every news item (published or not) for the update-news grid and GET /api/admin/get/news,
 * newest first, optionally of one category. `image` is the public file address.
 */
export async function listAdminNews({
  category,
  page,
  limit,
  sort,
  dir = 'desc',
}: AdminNewsListQuery): Promise<AdminNewsPage> {
  const where = category ? eq(news.categoryCid, category) : undefined;
  const [rows, total] = await Promise.all([
    db
      .select({
        id: news.id,
        image: news.image,
        title: news.title,
        title_en: news.titleEn,
        category_cid: news.categoryCid,
        category: categories.category,
        publisher: news.publisher,
        news_status: news.newsStatus,
        yellow_book: news.yellowBook,
        createdAt: news.createdAt,
      })
      .from(news)
      .innerJoin(categories, eq(categories.cid, news.categoryCid))
      .where(where)
      .orderBy(
        ...gridOrder(
          { title: mongolianOrder(news.title), publisher: mongolianOrder(news.publisher), createdAt: news.createdAt },
          { sort, dir },
          [desc(news.createdAt), desc(news.id)],
        ),
      )
      .limit(limit)
      .offset((page - 1) * limit),
    db.$count(news, where),
  ]);

  return {
    news: rows.map(({ createdAt, ...row }) => ({
      ...row,
      image: fileUrl(row.image),
      created_at: createdAt.toISOString(),
    })),
    total,
    totalPages: pageCount(total, limit, { minimum: 1 }),
  };
}

export type EditableNews = {
  id: number;
  image: string;
  imageUrl: string;
  title: string;
  summary: string;
  text: string;
  title_en: string;
  summary_en: string;
  text_en: string;
  category_cid: number;
  publisher: string;
  news_status: boolean;
  yellow_book: boolean;
};

/** Every field of one news item for the edit form (its stored image key and the key's address). */
export async function getEditableNews(id: number): Promise<EditableNews | null> {
  const [row] = await db
    .select({
      id: news.id,
      image: news.image,
      title: news.title,
      summary: news.summary,
      text: news.text,
      title_en: news.titleEn,
      summary_en: news.summaryEn,
      text_en: news.textEn,
      category_cid: news.categoryCid,
      publisher: news.publisher,
      news_status: news.newsStatus,
      yellow_book: news.yellowBook,
    })
    .from(news)
    .where(eq(news.id, id))
    .limit(1);

  return row ? { ...row, imageUrl: fileUrl(row.image) } : null;
}
