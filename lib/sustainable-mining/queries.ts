import 'server-only';

import { asc } from 'drizzle-orm';

import { db } from '@/db';
import { sustainableMiningItems } from '@/db/schema';
import { pageCount } from '@/lib/list-query/paging';
import { type AdminPaging, pageSlice } from '@/lib/library/admin-queries';
import { fileUrl } from '@/lib/storage/url';

/** `number` is the poster's number on the public page (its place in id order). */
export type AdminSustainableItem = { id: number; number: number; title: string; title_en: string; poster: string; pdf: string };

/** The posters for the admin table in the public page's order; without a limit, all of them. */
export async function listAdminSustainableItems(paging: AdminPaging = {}): Promise<{ mining: AdminSustainableItem[]; total: number; totalPages: number }> {
  const items = sustainableMiningItems;
  const slice = pageSlice(paging);
  const query = db
    .select({ id: items.id, title: items.title, title_en: items.titleEn, poster: items.poster, pdf: items.pdf })
    .from(items)
    .orderBy(asc(items.id))
    .$dynamic();
  const [rows, total] = await Promise.all([slice ? query.limit(slice.limit).offset(slice.offset) : query, db.$count(items)]);
  const first = (slice?.offset ?? 0) + 1;

  return {
    mining: rows.map((row, index) => ({ ...row, number: first + index, poster: fileUrl(row.poster), pdf: fileUrl(row.pdf) })),
    total,
    totalPages: pageCount(total, paging.limit ?? Math.max(total, 1), { minimum: 1 }),
  };
}
