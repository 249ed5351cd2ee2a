import 'server-only';

import { desc } from 'drizzle-orm';

import { db } from '@/db';
import { documents, videos } from '@/db/schema';
import { pageCount } from '@/lib/list-query/paging';
import { fileUrl } from '@/lib/storage/url';

import type { LibraryShelf } from './schema';
import { readShelf } from './queries';

/** One page of an admin grid; without a limit, every row. */
export type AdminPaging = { page?: number; limit?: number };
export type AdminDocument = { id: number; title: string; title_en: string; pdf: string };
export type AdminVideo = { id: number; title: string; title_en: string; video: string };
/**
 * A report or poster in its admin grid: both titles, file addresses, `number` its place in the shelf's order (the
 * poster's number on the public page), `created_at` the publication date of a report (null for posters).
 */
export type AdminShelfItem = {
  id: number;
  number: number;
  title: string;
  title_en: string;
  cover: string;
  pdf: string;
  created_at: string | null;
};

/** Offset and limit of a page, or none for the whole list. */
export function pageSlice({ page = 1, limit }: AdminPaging): { offset: number; limit: number } | null {
  return limit ? { offset: (page - 1) * limit, limit } : null;
}

/** The PDF documents for the admin grid, newest first (a new upload shows on the first page). */
export async function listAdminDocuments(
  paging: AdminPaging = {},
): Promise<{ document: AdminDocument[]; total: number; totalPages: number }> {
  const slice = pageSlice(paging);
  const query = db
    .select({ id: documents.id, title: documents.title, title_en: documents.titleEn, pdf: documents.pdf })
    .from(documents)
    .orderBy(desc(documents.id))
    .$dynamic();
  const [rows, total] = await Promise.all([
    slice ? query.limit(slice.limit).offset(slice.offset) : query,
    db.$count(documents),
  ]);

  return {
    document: rows.map((row) => ({ ...row, pdf: fileUrl(row.pdf) })),
    total,
    totalPages: pageCount(total, paging.limit ?? Math.max(total, 1), { minimum: 1 }),
  };
}

/** The Mining 101 videos for the admin grid, newest first, one page (seeds 9: 10, 20 or 30 rows). */
export async function listAdminVideos(
  paging: AdminPaging = {},
): Promise<{ video: AdminVideo[]; total: number; totalPages: number }> {
  const slice = pageSlice(paging);
  const query = db
    .select({ id: videos.id, title: videos.title, title_en: videos.titleEn, video: videos.video })
    .from(videos)
    .orderBy(desc(videos.id))
    .$dynamic();
  const [rows, total] = await Promise.all([
    slice ? query.limit(slice.limit).offset(slice.offset) : query,
    db.$count(videos),
  ]);

  return {
    video: rows.map((row) => ({ ...row, video: fileUrl(row.video) })),
    total,
    totalPages: pageCount(total, paging.limit ?? Math.max(total, 1), { minimum: 1 }),
  };
}

/** One page of a shelf for its admin grid, in the shelf's order (seeds 9: reports 5, 10 or 15 rows); without a limit, all. */
export async function listAdminShelfItems(
  shelf: LibraryShelf,
  paging: AdminPaging = {},
): Promise<{ items: AdminShelfItem[]; total: number; totalPages: number }> {
  const slice = pageSlice(paging);
  const [rows, total] = await readShelf(shelf, slice);
  const first = (slice?.offset ?? 0) + 1;

  return {
    items: rows.map(({ id, title, titleEn, cover, pdf, createdAt }, index) => ({
      id,
      title,
      title_en: titleEn,
      cover: fileUrl(cover),
      pdf: fileUrl(pdf),
      number: first + index,
      created_at: createdAt?.toISOString() ?? null,
    })),
    total,
    totalPages: pageCount(total, paging.limit ?? Math.max(total, 1), { minimum: 1 }),
  };
}
