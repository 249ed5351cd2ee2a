import 'server-only';

import { asc, eq } from 'drizzle-orm';

import { db } from '@/db';
import { conferenceSessions } from '@/db/schema';

/** A programme item as the admin form edits it; times are the edition's local `HH:MM`. */
export type AdminSession = {
  id: number;
  event_date_id: number;
  starts_at: string;
  ends_at: string;
  title: string;
  title_en: string;
  place: string;
  place_en: string;
};

const hoursAndMinutes = (time: string): string => time.slice(0, 5);

/** A day's programme in time order (items starting together in the order they were added). */
export async function listDaySessions(dayId: number): Promise<AdminSession[]> {
  const rows = await db
    .select()
    .from(conferenceSessions)
    .where(eq(conferenceSessions.dayId, dayId))
    .orderBy(asc(conferenceSessions.startsAt), asc(conferenceSessions.id));

  return rows.map((row) => ({
    id: row.id,
    event_date_id: row.dayId,
    starts_at: hoursAndMinutes(row.startsAt),
    ends_at: hoursAndMinutes(row.endsAt),
    title: row.title,
    title_en: row.titleEn,
    place: row.place,
    place_en: row.placeEn,
  }));
}
