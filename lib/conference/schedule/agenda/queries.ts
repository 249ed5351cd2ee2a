import 'server-only';

import { and, asc, count, eq, type SQL, sql } from 'drizzle-orm';

import { db } from '@/db';
import { conferenceAgendaImages, conferenceDays, conferenceEvents } from '@/db/schema';
import { pageCount } from '@/lib/list-query/paging';
import { fileUrl } from '@/lib/storage/url';

import { type LanguageId, languageOfLocale, localeOfLanguage } from '../languages';
import type { AgendaListQuery } from './schema';

/**
 * An agenda page as seeds 3 names it (Agenda (admin)); `agenda_image` is its address and `image_key` the stored
 * key an edit may keep.
 */
export type AdminAgendaRow = {
  id: number;
  event_date_id: number;
  language_id: LanguageId;
  event_date: string;
  day: number;
  agenda_image: string;
  image_key: string;
  event: string;
  language: string;
};

export type AdminAgendaPage = { agenda: AdminAgendaRow[]; total: number; totalPages: number };

type AgendaListOptions = Pick<AgendaListQuery, 'language' | 'page' | 'limit'> & { eventId: number | null };

/** Mongolian pages before English ones within a day, as the public tabs show them. */
const LANGUAGE_ORDER = sql`case ${conferenceAgendaImages.locale} when 'mn' then 1 else 2 end`;

/** An edition's agenda pages, one language or both, by day, filtered and paged in the database. */
export async function listAdminAgenda({ eventId, language, page, limit }: AgendaListOptions): Promise<AdminAgendaPage> {
  if (eventId === null) return { agenda: [], total: 0, totalPages: 1 };
  const conditions: SQL[] = [eq(conferenceDays.eventId, eventId)];
  if (language !== 'all')
    conditions.push(eq(conferenceAgendaImages.locale, localeOfLanguage(Number(language) as LanguageId)));
  const where = and(...conditions);
  const [rows, [totals]] = await Promise.all([
    db
      .select({
        id: conferenceAgendaImages.id,
        dayId: conferenceDays.id,
        locale: conferenceAgendaImages.locale,
        eventDate: conferenceDays.eventDate,
        day: conferenceDays.day,
        image: conferenceAgendaImages.image,
        event: conferenceEvents.name,
      })
      .from(conferenceAgendaImages)
      .innerJoin(conferenceDays, eq(conferenceDays.id, conferenceAgendaImages.dayId))
      .innerJoin(conferenceEvents, eq(conferenceEvents.id, conferenceDays.eventId))
      .where(where)
      .orderBy(
        asc(conferenceDays.day),
        LANGUAGE_ORDER,
        asc(conferenceAgendaImages.position),
        asc(conferenceAgendaImages.id),
      )
      .limit(limit)
      .offset((page - 1) * limit),
    db
      .select({ total: count() })
      .from(conferenceAgendaImages)
      .innerJoin(conferenceDays, eq(conferenceDays.id, conferenceAgendaImages.dayId))
      .where(where),
  ]);
  const total = totals?.total ?? 0;

  return {
    agenda: rows.map((row) => {
      const { id: languageId, language: languageName } = languageOfLocale(row.locale);

      return {
        id: row.id,
        event_date_id: row.dayId,
        language_id: languageId,
        event_date: row.eventDate,
        day: row.day,
        agenda_image: fileUrl(row.image),
        image_key: row.image,
        event: row.event,
        language: languageName,
      };
    }),
    total,
    totalPages: pageCount(total, limit, { minimum: 1 }),
  };
}
