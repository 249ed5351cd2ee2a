import 'server-only';

import { asc, count, eq } from 'drizzle-orm';

import { db } from '@/db';
import { conferenceEvents, conferenceHalls, conferencePresentations } from '@/db/schema';

/** A hall with the seeds' keys (section 3 Hall), and how many presentations are given there (on every day). */
export type AdminHall = { id: number; hall_name: string; hall_name_en: string; presentations: number };

/** The edition the public site serves, or null while staff have chosen none. */
export async function getCurrentEditionId(): Promise<number | null> {
  const [row] = await db
    .select({ id: conferenceEvents.id })
    .from(conferenceEvents)
    .where(eq(conferenceEvents.isCurrent, true));

  return row?.id ?? null;
}

/** An edition's halls in their order, each with its number of presentations. */
export async function listHalls(eventId: number): Promise<AdminHall[]> {
  return db
    .select({
      id: conferenceHalls.id,
      hall_name: conferenceHalls.name,
      hall_name_en: conferenceHalls.nameEn,
      presentations: count(conferencePresentations.id),
    })
    .from(conferenceHalls)
    .leftJoin(conferencePresentations, eq(conferencePresentations.hallId, conferenceHalls.id))
    .where(eq(conferenceHalls.eventId, eventId))
    .groupBy(conferenceHalls.id)
    .orderBy(asc(conferenceHalls.position), asc(conferenceHalls.id));
}
