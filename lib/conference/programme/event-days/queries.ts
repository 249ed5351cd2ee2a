import 'server-only';

import { asc, eq, sql } from 'drizzle-orm';

import { db } from '@/db';
import { outerColumn } from '@/db/outer-column';
import {
  conferenceAgendaImages,
  conferenceDays,
  conferenceEvents,
  conferenceGalleryImages,
  conferencePresentations,
  conferenceSessions,
} from '@/db/schema';

import type { EditionRange, EventDatesQuery } from './schema';

/** Seeds 3 Event date: id, event (the edition's name), day, event_date; plus the edition's id. */
export type EventDateRow = { id: number; event_id: number; event: string; day: number; event_date: string };

/** What deleting a day takes with it (the foreign keys cascade). */
export type DayContents = { agenda: number; sessions: number; presentations: number; photos: number };
export type AdminEventDay = { id: number; day: number; event_date: string } & DayContents;

/**
 * Every edition's days, or one edition's, ordered by edition then day. A day has the same date in every language,
 * so `language` (seeds: an id or all) does not narrow the list.
 */
export async function listEventDates({ event }: Pick<EventDatesQuery, 'event'>): Promise<EventDateRow[]> {
  return db
    .select({
      id: conferenceDays.id,
      event_id: conferenceDays.eventId,
      event: conferenceEvents.name,
      day: conferenceDays.day,
      event_date: conferenceDays.eventDate,
    })
    .from(conferenceDays)
    .innerJoin(conferenceEvents, eq(conferenceEvents.id, conferenceDays.eventId))
    .where(event === undefined ? undefined : eq(conferenceDays.eventId, event))
    .orderBy(asc(conferenceDays.eventId), asc(conferenceDays.day));
}

const outerDayId = outerColumn(conferenceDays, conferenceDays.id);

const countOf = (
  table:
    | typeof conferenceAgendaImages
    | typeof conferenceSessions
    | typeof conferencePresentations
    | typeof conferenceGalleryImages,
) => sql<number>`(select cast(count(*) as int) from ${table} where ${table.dayId} = ${outerDayId})`;

/** An edition's days with what hangs on each, for the grid and its delete confirmation. */
export async function listAdminEventDays(eventId: number): Promise<AdminEventDay[]> {
  return db
    .select({
      id: conferenceDays.id,
      day: conferenceDays.day,
      event_date: conferenceDays.eventDate,
      agenda: countOf(conferenceAgendaImages),
      sessions: countOf(conferenceSessions),
      presentations: countOf(conferencePresentations),
      photos: countOf(conferenceGalleryImages),
    })
    .from(conferenceDays)
    .where(eq(conferenceDays.eventId, eventId))
    .orderBy(asc(conferenceDays.day));
}

/** An edition's first and last date, or null when there is no such edition. */
export async function getEditionRange(eventId: number): Promise<EditionRange | null> {
  const [row] = await db
    .select({ startsOn: conferenceEvents.startsOn, endsOn: conferenceEvents.endsOn })
    .from(conferenceEvents)
    .where(eq(conferenceEvents.id, eventId));

  return row ?? null;
}

export type EditionDay = { id: number; day: number; date: string };

/** An edition's days in order: the public pages' programme and gallery, and the staff's screens that pick a day. */
export async function listEditionDays(eventId: number): Promise<EditionDay[]> {
  return db
    .select({ id: conferenceDays.id, day: conferenceDays.day, date: conferenceDays.eventDate })
    .from(conferenceDays)
    .where(eq(conferenceDays.eventId, eventId))
    .orderBy(asc(conferenceDays.day));
}
