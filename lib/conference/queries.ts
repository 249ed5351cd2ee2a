import 'server-only';

import { and, asc, desc, eq } from 'drizzle-orm';
import { cache } from 'react';

import { db } from '@/db';
import { conferenceContacts, conferenceDays, conferenceEvents, conferencePartners, conferenceSocialLinks } from '@/db/schema';
import { pickLocalized } from '@/lib/i18n/localize';
import type { Locale } from '@/lib/i18n/routing';
import { fileUrl } from '@/lib/storage/url';

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
export type Partner = { id: number; name: string; logo: string; link: string };
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
    invitation: pickLocalized(row.invitation, row.invitationEn, locale),
    about: pickLocalized(row.about, row.aboutEn, locale),
    video: optionalFileUrl(row.video),
    poster: optionalFileUrl(row.poster),
  };
}

/** The edition served at /mw, or null while staff have chosen none. Read once per request. */
export const getCurrentEdition = cache(async (locale: Locale): Promise<Edition | null> => {
  const [row] = await db.select().from(conferenceEvents).where(eq(conferenceEvents.isCurrent, true));

  return row ? toEdition(row, locale) : null;
});

/** An archived edition by its year (/mw/{year}); the current one is only at /mw, so it answers null here. */
export async function getArchivedEdition(year: number, locale: Locale): Promise<Edition | null> {
  const [row] = await db
    .select()
    .from(conferenceEvents)
    .where(and(eq(conferenceEvents.year, year), eq(conferenceEvents.isCurrent, false)));

  return row ? toEdition(row, locale) : null;
}

/** Every archived edition's year, newest first: the archive links and the sitemap. */
export async function listArchivedYears(): Promise<number[]> {
  const rows = await db
    .select({ year: conferenceEvents.year })
    .from(conferenceEvents)
    .where(eq(conferenceEvents.isCurrent, false))
    .orderBy(desc(conferenceEvents.year));

  return rows.map((row) => row.year);
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
    .select({ id: conferencePartners.id, name: conferencePartners.name, logo: conferencePartners.logo, link: conferencePartners.link })
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

export const listConferenceSocialLinks = cache(async () =>
  db
    .select({ id: conferenceSocialLinks.id, icon: conferenceSocialLinks.icon, link: conferenceSocialLinks.link })
    .from(conferenceSocialLinks)
    .orderBy(asc(conferenceSocialLinks.id)),
);
