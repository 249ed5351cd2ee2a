import 'server-only';

import { and, asc, eq, inArray } from 'drizzle-orm';

import { db } from '@/db';
import { conferenceAgendaImages, conferenceHalls, conferencePresentations, conferenceSessions } from '@/db/schema';
import { pickLocalized } from '@/lib/i18n/localize';
import type { Locale } from '@/lib/i18n/routing';
import { fileUrl } from '@/lib/storage/url';

import { getCurrentEdition, getEditionById } from '../editions/public-queries';
import { type EditionDay, listEditionDays } from '../programme/event-days/queries';

/** A programme item; times are the edition's local `HH:MM`. */
export type AgendaSession = { id: number; startsAt: string; endsAt: string; title: string; place: string };
export type AgendaDay = EditionDay & { sessions: AgendaSession[]; images: string[] };
/** An agenda page (seeds 3: agenda item) with its id, which the API names; `image` is the public address. */
export type AgendaItem = { id: number; image: string };
/** A day as the API serves it: the pages keep only their addresses (`images`), the API also their ids. */
export type AgendaApiDay = AgendaDay & { items: AgendaItem[] };
export type Presentation = { id: number; name: string; document: string };
export type PresentationDay = EditionDay & {
  halls: Array<{ id: number; name: string; presentations: Presentation[] }>;
};

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

const hoursAndMinutes = (time: string): string => time.slice(0, 5);

/** An edition's days, each with its programme and its agenda pages in `locale` (public file addresses). */
export async function listAgenda(eventId: number, locale: Locale): Promise<AgendaDay[]> {
  // The site shows the agenda pictures by address only: their ids stay out of what the pages render.
  return (await listAgendaWithItems(eventId, locale)).map(({ id, day, date, sessions, images }) => ({
    id,
    day,
    date,
    sessions,
    images,
  }));
}

/** listAgenda's days with each agenda page's id too (`items`), as the API names them. */
async function listAgendaWithItems(eventId: number, locale: Locale): Promise<AgendaApiDay[]> {
  const days = await listEditionDays(eventId);
  const dayIds = days.map((day) => day.id);
  if (dayIds.length === 0) return [];
  const [sessions, images] = await Promise.all([
    db
      .select()
      .from(conferenceSessions)
      .where(inArray(conferenceSessions.dayId, dayIds))
      .orderBy(asc(conferenceSessions.startsAt), asc(conferenceSessions.id)),
    db
      .select({
        id: conferenceAgendaImages.id,
        dayId: conferenceAgendaImages.dayId,
        image: conferenceAgendaImages.image,
      })
      .from(conferenceAgendaImages)
      .where(and(inArray(conferenceAgendaImages.dayId, dayIds), eq(conferenceAgendaImages.locale, locale)))
      .orderBy(asc(conferenceAgendaImages.position), asc(conferenceAgendaImages.id)),
  ]);

  return days.map((day) => {
    const items = images
      .filter((image) => image.dayId === day.id)
      .map((image) => ({ id: image.id, image: fileUrl(image.image) }));

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
    db
      .select()
      .from(conferenceHalls)
      .where(eq(conferenceHalls.eventId, eventId))
      .orderBy(asc(conferenceHalls.position), asc(conferenceHalls.id)),
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
        .map((presentation) => ({
          id: presentation.id,
          name: pickLocalized(presentation.name, presentation.nameEn, locale),
          document: fileUrl(presentation.document),
        })),
    })),
  }));
}
