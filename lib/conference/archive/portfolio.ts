import 'server-only';

import { and, desc, eq, gte, lte } from 'drizzle-orm';

import { db } from '@/db';
import { conferenceDays, conferenceEvents, conferenceGalleryImages } from '@/db/schema';
import { fileUrl } from '@/lib/storage/url';

/** How many photos of each edition an archive home shows. */
export const PORTFOLIO_PHOTOS_PER_EDITION = 8;

export type PortfolioPhoto = { id: number; image: string; year: number };
export type Portfolio = { years: number[]; photos: PortfolioPhoto[] };

/**
 * Seeds 2.2: an archive home's portfolio with a filter of all, the year before and the edition's year. The photos
 * are the gallery photos of those two editions (the newest of each), so the years come from the data.
 */
export async function listPortfolio(year: number): Promise<Portfolio> {
  const editions = await db
    .select({ id: conferenceEvents.id, year: conferenceEvents.year })
    .from(conferenceEvents)
    .where(and(gte(conferenceEvents.year, year - 1), lte(conferenceEvents.year, year)))
    .orderBy(conferenceEvents.year);
  const perEdition = await Promise.all(
    editions.map(async (edition) => {
      const rows = await db
        .select({ id: conferenceGalleryImages.id, image: conferenceGalleryImages.image })
        .from(conferenceGalleryImages)
        .innerJoin(conferenceDays, eq(conferenceDays.id, conferenceGalleryImages.dayId))
        .where(eq(conferenceDays.eventId, edition.id))
        .orderBy(desc(conferenceGalleryImages.id))
        .limit(PORTFOLIO_PHOTOS_PER_EDITION);

      return rows.map((row) => ({ id: row.id, image: fileUrl(row.image), year: edition.year }));
    }),
  );
  const photos = perEdition.flat();

  return { years: [...new Set(photos.map((photo) => photo.year))], photos };
}
