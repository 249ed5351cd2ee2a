import 'server-only';

import { and, desc, eq } from 'drizzle-orm';
import { cache } from 'react';

import { db } from '@/db';
import { conferenceEvents } from '@/db/schema';
import { sanitizeRichText } from '@/lib/html/sanitize';
import { pickLocalized } from '@/lib/i18n/localize';
import type { Locale } from '@/lib/i18n/routing';
import { fileUrl } from '@/lib/storage/url';

import { editionYear } from '../archive/year';

import type { PartnerKind } from './partner-schema';
import { listEditionPartners } from './queries';

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

/** `name` is Mongolian, `name_en` English or '' (then English pages show the Mongolian one). */
export type Partner = { id: number; name: string; name_en: string; logo: string; link: string };

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
    figures: {
      visitors: row.visitors,
      countries: row.countries,
      exhibitors: row.exhibitors,
      speakers: row.speakers,
      conferences: row.conferences,
    },
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
  const rows = await db
    .select({ year: conferenceEvents.year })
    .from(conferenceEvents)
    .where(isArchived)
    .orderBy(desc(conferenceEvents.year));

  return rows.map((row) => row.year).filter((year) => editionYear(String(year)) === year);
}

/** An edition's sponsors or organisers in the order staff gave them; `logo` is the public file address. */
export async function listPartners(eventId: number, kind: PartnerKind): Promise<Partner[]> {
  const partners = await listEditionPartners(eventId, kind);

  return partners.map(({ id, name, name_en, logo_url, link }) => ({ id, name, name_en, logo: logo_url, link }));
}
