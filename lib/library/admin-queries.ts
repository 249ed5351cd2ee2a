import 'server-only';

import { desc } from 'drizzle-orm';

import { db } from '@/db';
import { documents, videos } from '@/db/schema';
import { pageCount } from '@/lib/list-query/paging';
import { fileUrl } from '@/lib/storage/url';

/** One page of an admin grid; without a limit, every row. */
export type AdminPaging = { page?: number; limit?: number };
export type AdminDocument = { id: number; title: string; title_en: string; pdf: string };
export type AdminVideo = { id: number; title: string; title_en: string; video: string };

/** Offset and limit of a page, or none for the whole list. */
export function pageSlice({ page = 1, limit }: AdminPaging): { offset: number; limit: number } | null {
  return limit ? { offset: (page - 1) * limit, limit } : null;
}

/** The PDF documents for the admin grid, newest first (a new upload shows on the first page). */
export async function listAdminDocuments(paging: AdminPaging = {}): Promise<{ document: AdminDocument[]; total: number; totalPages: number }> {
  const slice = pageSlice(paging);
  const query = db
    .select({ id: documents.id, title: documents.title, title_en: documents.titleEn, pdf: documents.pdf })
    .from(documents)
    .orderBy(desc(documents.id))
    .$dynamic();
  const [rows, total] = await Promise.all([slice ? query.limit(slice.limit).offset(slice.offset) : query, db.$count(documents)]);

  return {
    document: rows.map((row) => ({ ...row, pdf: fileUrl(row.pdf) })),
    total,
    totalPages: pageCount(total, paging.limit ?? Math.max(total, 1), { minimum: 1 }),
  };
}

/** The Mining 101 videos for the admin grid, newest first, one page (seeds 9: 10, 20 or 30 rows). */
export async function listAdminVideos(paging: AdminPaging = {}): Promise<{ video: AdminVideo[]; total: number; totalPages: number }> {
  const slice = pageSlice(paging);
  const query = db
    .select({ id: videos.id, title: videos.title, title_en: videos.titleEn, video: videos.video })
    .from(videos)
    .orderBy(desc(videos.id))
    .$dynamic();
  const [rows, total] = await Promise.all([slice ? query.limit(slice.limit).offset(slice.offset) : query, db.$count(videos)]);

  return {
    video: rows.map((row) => ({ ...row, video: fileUrl(row.video) })),
    total,
    totalPages: pageCount(total, paging.limit ?? Math.max(total, 1), { minimum: 1 }),
  };
}
