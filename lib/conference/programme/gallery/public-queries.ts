import 'server-only';

import { asc, count, eq } from 'drizzle-orm';

import { db } from '@/db';
import { conferenceDays, conferenceGalleryImages } from '@/db/schema';
import { fileUrl } from '@/lib/storage/url';

export type GalleryImage = { id: number; image: string };

/** A day's photos in upload order, a page at a time (seeds 4: 12 per fetch; fewer means the end). */
export async function listGalleryImages({
  dayId,
  limit,
  offset,
}: {
  dayId: number;
  limit: number;
  offset: number;
}): Promise<GalleryImage[]> {
  const rows = await db
    .select({ id: conferenceGalleryImages.id, image: conferenceGalleryImages.image })
    .from(conferenceGalleryImages)
    .where(eq(conferenceGalleryImages.dayId, dayId))
    .orderBy(asc(conferenceGalleryImages.id))
    .limit(limit)
    .offset(offset);

  return rows.map((row) => ({ id: row.id, image: fileUrl(row.image) }));
}

/** How many photos each of an edition's days has, by day id. */
export async function countGalleryImages(eventId: number): Promise<Map<number, number>> {
  const rows = await db
    .select({ dayId: conferenceGalleryImages.dayId, total: count() })
    .from(conferenceGalleryImages)
    .innerJoin(conferenceDays, eq(conferenceDays.id, conferenceGalleryImages.dayId))
    .where(eq(conferenceDays.eventId, eventId))
    .groupBy(conferenceGalleryImages.dayId);

  return new Map(rows.map((row) => [row.dayId, row.total]));
}
