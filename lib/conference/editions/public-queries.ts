import 'server-only';

import { and, asc, count, desc, eq, inArray } from 'drizzle-orm';
import { cache } from 'react';

import { db } from '@/db';
import {
  conferenceAgendaImages,
  conferenceContacts,
  conferenceDays,
  conferenceEvents,
  conferenceGalleryImages,
  conferenceHalls,
  conferencePartners,
  conferencePresentations,
  conferencePresenters,
  conferenceSessions,
} from '@/db/schema';
import { sanitizeRichText } from '@/lib/html/sanitize';
import { pickLocalized } from '@/lib/i18n/localize';
import type { Locale } from '@/lib/i18n/routing';
import { fileUrl } from '@/lib/storage/url';

import { editionYear } from '../archive/year';

/** An edition as the public pages show it, in one language; file fields are public addresses or ''. */
export type Edition = {
  id: number;
  year: number;
  name: string;
  startsOn: string;
  endsOn: string;
  venue: string;
  timeZone: string;
  isCurrent: boolean;
  figures: { visitors: number; countries: number; exhibitors: number; speakers: number; conferences: number };
  invitation: string;
  about: string;
  video: string;
  poster: string;
};

export type EditionDay = { id: number; day: number; date: string };
/** A programme item; times are the edition's local `HH:MM`. */
export type AgendaSession = { id: number; startsAt: string; endsAt: string; title: string; place: string };
export type AgendaDay = EditionDay & { sessions: AgendaSession[]; images: string[] };
/** An agenda page (seeds 3: agenda item) with its id, which the API names; `image` is the public address. */
export type AgendaItem = { id: number; image: string };
/** A day as the API serves it: the pages keep only their addresses (`images`), the API also their ids. */
export type AgendaApiDay = AgendaDay & { items: AgendaItem[] };
export type Presentation = { id: number; name: string; document: string };
export type PresentationDay = EditionDay & { halls: Array<{ id: number; name: string; presentations: Presentation[] }> };
export type GalleryImage = { id: number; image: string };
export type Presenter = { id: number; name: string; position: string; image: string };
/** `name` is Mongolian, `name_en` English or '' (then English pages show the Mongolian one). */
export type Partner = { id: number; name: string; name_en: string; logo: string; link: string };
export type ConferenceContact = { id: number; type: 'phone' | 'email' | 'link'; information: string };

type EditionRow = typeof conferenceEvents.$inferSelect;

const optionalFileUrl = (key: string): string => (key ? fileUrl(key) : '');

function toEdition(row: EditionRow, locale: Locale): Edition {
  return {
    id: row.id,
    year: row.year,
    name: pickLocalized(row.name, row.nameEn, locale),
    startsOn: row.startsOn,
    endsOn: row.endsOn,
    venue: pickLocalized(row.venue, row.venueEn, locale),
    timeZone: row.timeZone,
    isCurrent: row.isCurrent,
    figures: { visitors: row.visitors, countries: row.countries, exhibitors: row.exhibitors, speakers: row.speakers, conferences: row.conferences },
    // Sanitized when saved and again when shown (DESIGN 3): rows written before a rule changed are covered too.
    invitation: sanitizeRichText(pickLocalized(row.invitation, row.invitationEn, locale)),
    about: sanitizeRichText(pickLocalized(row.about, row.aboutEn, locale)),
    video: optionalFileUrl(row.video),
    poster: optionalFileUrl(row.poster),
  };
}

/** The edition served at /mw, or null while staff have chosen none. Read once per request. */
export const getCurrentEdition = cache(async (locale: Locale): Promise<Edition | null> => {
  const [row] = await db.select().from(conferenceEvents).where(eq(conferenceEvents.isCurrent, true));

  return row ? toEdition(row, locale) : null;
});

export async function getEditionById(id: number, locale: Locale): Promise<Edition | null> {
  const [row] = await db.select().from(conferenceEvents).where(eq(conferenceEvents.id, id));

  return row ? toEdition(row, locale) : null;
}

/**
 * An agenda as the API serves it: the chosen edition (the current one by default) with its days, or only the
 * `day` asked for; null when the edition or the day does not exist.
 */
export async function findAgenda({ eventId, locale, day }: { eventId?: number; locale: Locale; day?: number }) {
  const edition = eventId === undefined ? await getCurrentEdition(locale) : await getEditionById(eventId, locale);
  if (!edition) return null;
  const days = (await listAgendaWithItems(edition.id, locale)).filter((each) => day === undefined || each.day === day);

  return day !== undefined && days.length === 0 ? null : { edition, days };
}

/** The editions /mw/{year} serves: every one but the current, which is only at /mw. */
const isArchived = eq(conferenceEvents.isCurrent, false);

/**
 * An archived edition by its year (/mw/{year}); the current one is only at /mw, so it answers null here. Read once
 * per request (metadata, layout and page all ask).
 */
export const getArchivedEdition = cache(async (year: number, locale: Locale): Promise<Edition | null> => {
  const [row] = await db
    .select()
    .from(conferenceEvents)
    .where(and(eq(conferenceEvents.year, year), isArchived));

  return row ? toEdition(row, locale) : null;
});

/**
 * Every archived edition's year, newest first: the archive links and the sitemap. The same editions as
 * getArchivedEdition serves, and only years an address can name (editionYear), so no link leads to a 404.
 */
export async function listArchivedYears(): Promise<number[]> {
  const rows = await db.select({ year: conferenceEvents.year }).from(conferenceEvents).where(isArchived).orderBy(desc(conferenceEvents.year));

  return rows.map((row) => row.year).filter((year) => editionYear(String(year)) === year);
}

export async function listEditionDays(eventId: number): Promise<EditionDay[]> {
  return db
    .select({ id: conferenceDays.id, day: conferenceDays.day, date: conferenceDays.eventDate })
    .from(conferenceDays)
    .where(eq(conferenceDays.eventId, eventId))
    .orderBy(asc(conferenceDays.day));
}

/** An edition's sponsors or organisers in the order staff gave them; `logo` is the public file address. */
export async function listPartners(eventId: number, kind: 'sponsor' | 'organiser'): Promise<Partner[]> {
  const rows = await db
    .select({
      id: conferencePartners.id,
      name: conferencePartners.name,
      name_en: conferencePartners.nameEn,
      logo: conferencePartners.logo,
      link: conferencePartners.link,
    })
    .from(conferencePartners)
    .where(and(eq(conferencePartners.eventId, eventId), eq(conferencePartners.kind, kind)))
    .orderBy(asc(conferencePartners.position), asc(conferencePartners.id));

  return rows.map((row) => ({ ...row, logo: fileUrl(row.logo) }));
}

/** The conference's phones, e-mails and links (seeds: footer info), read once per request (footer and contact page). */
export const listConferenceContacts = cache(async (): Promise<ConferenceContact[]> =>
  db
    .select({ id: conferenceContacts.id, type: conferenceContacts.type, information: conferenceContacts.information })
    .from(conferenceContacts)
    .orderBy(asc(conferenceContacts.id)),
);

const hoursAndMinutes = (time: string): string => time.slice(0, 5);

/** An edition's days, each with its programme and its agenda pages in `locale` (public file addresses). */
export async function listAgenda(eventId: number, locale: Locale): Promise<AgendaDay[]> {
  // The site shows the agenda pictures by address only: their ids stay out of what the pages render.
  return (await listAgendaWithItems(eventId, locale)).map(({ id, day, date, sessions, images }) => ({ id, day, date, sessions, images }));
}

/** listAgenda's days with each agenda page's id too (`items`), as the API names them. */
async function listAgendaWithItems(eventId: number, locale: Locale): Promise<AgendaApiDay[]> {
  const days = await listEditionDays(eventId);
  const dayIds = days.map((day) => day.id);
  if (dayIds.length === 0) return [];
  const [sessions, images] = await Promise.all([
    db.select().from(conferenceSessions).where(inArray(conferenceSessions.dayId, dayIds)).orderBy(asc(conferenceSessions.startsAt), asc(conferenceSessions.id)),
    db
      .select({ id: conferenceAgendaImages.id, dayId: conferenceAgendaImages.dayId, image: conferenceAgendaImages.image })
      .from(conferenceAgendaImages)
      .where(and(inArray(conferenceAgendaImages.dayId, dayIds), eq(conferenceAgendaImages.locale, locale)))
      .orderBy(asc(conferenceAgendaImages.position), asc(conferenceAgendaImages.id)),
  ]);

  return days.map((day) => {
    const items = images.filter((image) => image.dayId === day.id).map((image) => ({ id: image.id, image: fileUrl(image.image) }));

    return {
      ...day,
      sessions: sessions
        .filter((session) => session.dayId === day.id)
        .map((session) => ({
          id: session.id,
          startsAt: hoursAndMinutes(session.startsAt),
          endsAt: hoursAndMinutes(session.endsAt),
          title: pickLocalized(session.title, session.titleEn, locale),
          place: pickLocalized(session.place, session.placeEn, locale),
        })),
      images: items.map((item) => item.image),
      items,
    };
  });
}

/** An edition's days, each with every hall and the presentations given there (public document addresses). */
export async function listPresentationDays(eventId: number, locale: Locale): Promise<PresentationDay[]> {
  const [days, halls] = await Promise.all([
    listEditionDays(eventId),
    db.select().from(conferenceHalls).where(eq(conferenceHalls.eventId, eventId)).orderBy(asc(conferenceHalls.position), asc(conferenceHalls.id)),
  ]);
  const dayIds = days.map((day) => day.id);
  const presentations =
    dayIds.length === 0
      ? []
      : await db
          .select()
          .from(conferencePresentations)
          .where(inArray(conferencePresentations.dayId, dayIds))
          .orderBy(asc(conferencePresentations.position), asc(conferencePresentations.id));

  return days.map((day) => ({
    ...day,
    halls: halls.map((hall) => ({
      id: hall.id,
      name: pickLocalized(hall.name, hall.nameEn, locale),
      presentations: presentations
        .filter((presentation) => presentation.dayId === day.id && presentation.hallId === hall.id)
        .map((presentation) => ({ id: presentation.id, name: pickLocalized(presentation.name, presentation.nameEn, locale), document: fileUrl(presentation.document) })),
    })),
  }));
}

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

/** A day's photos in upload order, a page at a time (seeds 4: 12 per fetch; fewer means the end). */
export async function listGalleryImages({ dayId, limit, offset }: { dayId: number; limit: number; offset: number }): Promise<GalleryImage[]> {
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
