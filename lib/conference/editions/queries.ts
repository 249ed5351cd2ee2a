import 'server-only';

import { and, asc, desc, eq } from 'drizzle-orm';

import { db } from '@/db';
import { conferenceEvents, conferencePartners } from '@/db/schema';
import { fileUrl } from '@/lib/storage/url';

import type { PartnerKind } from './partner-schema';

/** A row of the editions screen, field names as its form sends them. */
export type AdminEdition = {
  id: number;
  year: number;
  name: string;
  name_en: string;
  starts_on: string;
  ends_on: string;
  venue: string;
  venue_en: string;
  time_zone: string;
  is_current: boolean;
};

/** Every edition, newest first (a handful: one a year). */
export async function listEditions(): Promise<AdminEdition[]> {
  return db
    .select({
      id: conferenceEvents.id,
      year: conferenceEvents.year,
      name: conferenceEvents.name,
      name_en: conferenceEvents.nameEn,
      starts_on: conferenceEvents.startsOn,
      ends_on: conferenceEvents.endsOn,
      venue: conferenceEvents.venue,
      venue_en: conferenceEvents.venueEn,
      time_zone: conferenceEvents.timeZone,
      is_current: conferenceEvents.isCurrent,
    })
    .from(conferenceEvents)
    .orderBy(desc(conferenceEvents.year));
}

/** What the home screen edits of one edition: stored keys for the form, addresses for the previews. */
export type EditionHome = {
  id: number;
  visitors: number;
  countries: number;
  exhibitors: number;
  speakers: number;
  conferences: number;
  invitation: string;
  invitation_en: string;
  about: string;
  about_en: string;
  video: string;
  video_url: string;
  poster: string;
  poster_url: string;
};

const optionalUrl = (key: string): string => (key ? fileUrl(key) : '');

export async function getEditionHome(id: number): Promise<EditionHome | null> {
  const [row] = await db
    .select({
      id: conferenceEvents.id,
      visitors: conferenceEvents.visitors,
      countries: conferenceEvents.countries,
      exhibitors: conferenceEvents.exhibitors,
      speakers: conferenceEvents.speakers,
      conferences: conferenceEvents.conferences,
      invitation: conferenceEvents.invitation,
      invitation_en: conferenceEvents.invitationEn,
      about: conferenceEvents.about,
      about_en: conferenceEvents.aboutEn,
      video: conferenceEvents.video,
      poster: conferenceEvents.poster,
    })
    .from(conferenceEvents)
    .where(eq(conferenceEvents.id, id));

  return row ? { ...row, video_url: optionalUrl(row.video), poster_url: optionalUrl(row.poster) } : null;
}

export type AdminPartner = {
  id: number;
  kind: PartnerKind;
  name: string;
  name_en: string;
  logo: string;
  logo_url: string;
  link: string;
};

/** One edition's sponsors or organisers in their public order. */
export async function listEditionPartners(eventId: number, kind: PartnerKind): Promise<AdminPartner[]> {
  const rows = await db
    .select({
      id: conferencePartners.id,
      kind: conferencePartners.kind,
      name: conferencePartners.name,
      name_en: conferencePartners.nameEn,
      logo: conferencePartners.logo,
      link: conferencePartners.link,
    })
    .from(conferencePartners)
    .where(and(eq(conferencePartners.eventId, eventId), eq(conferencePartners.kind, kind)))
    .orderBy(asc(conferencePartners.position), asc(conferencePartners.id));

  return rows.map((row) => ({ ...row, logo_url: fileUrl(row.logo) }));
}
