import 'server-only';

import { count, desc, eq } from 'drizzle-orm';

import { db } from '@/db';
import { conferenceGalleryImages } from '@/db/schema';
import { pageCount } from '@/lib/list-query/paging';
import { fileUrl } from '@/lib/storage/url';

export type AdminGalleryImage = { id: number; image: string };
export type AdminGalleryPage = { images: AdminGalleryImage[]; total: number; totalPages: number };

/** One page of a day's photos, newest first so that a batch just uploaded is what staff see, cut in SQL. */
export async function listAdminGalleryImages({
  dayId,
  page,
  limit,
}: {
  dayId: number;
  page: number;
  limit: number;
}): Promise<AdminGalleryPage> {
  const ofDay = eq(conferenceGalleryImages.dayId, dayId);
  const [rows, [totals]] = await Promise.all([
    db
      .select({ id: conferenceGalleryImages.id, image: conferenceGalleryImages.image })
      .from(conferenceGalleryImages)
      .where(ofDay)
      .orderBy(desc(conferenceGalleryImages.id))
      .limit(limit)
      .offset((page - 1) * limit),
    db.select({ total: count() }).from(conferenceGalleryImages).where(ofDay),
  ]);
  const total = totals?.total ?? 0;

  return {
    images: rows.map((row) => ({ id: row.id, image: fileUrl(row.image) })),
    total,
    totalPages: pageCount(total, limit, { minimum: 1 }),
  };
}
