import 'server-only';

import { asc, eq } from 'drizzle-orm';

import { db } from '@/db';
import { conferencePresenters } from '@/db/schema';
import { pickLocalized } from '@/lib/i18n/localize';
import type { Locale } from '@/lib/i18n/routing';
import { fileUrl } from '@/lib/storage/url';

export type Presenter = { id: number; name: string; position: string; image: string };

/** An edition's key speakers in their queue order. */
export async function listPresenters(eventId: number, locale: Locale): Promise<Presenter[]> {
  const rows = await db
    .select()
    .from(conferencePresenters)
    .where(eq(conferencePresenters.eventId, eventId))
    .orderBy(asc(conferencePresenters.queue), asc(conferencePresenters.id));

  return rows.map((row) => ({
    id: row.id,
    name: pickLocalized(row.nameMn, row.nameEn, locale),
    position: pickLocalized(row.positionMn, row.positionEn, locale),
    image: fileUrl(row.image),
  }));
}
