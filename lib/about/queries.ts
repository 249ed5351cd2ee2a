import 'server-only';

import { asc, inArray, or } from 'drizzle-orm';

import { db } from '@/db';
import { aboutPeople, logos } from '@/db/schema';
import { pickLocalized } from '@/lib/i18n/localize';
import type { Locale } from '@/lib/i18n/routing';
import { fileUrl } from '@/lib/storage/url';

export type AboutCategory = (typeof aboutPeople.$inferSelect)['aboutCategory'];

/** A person of the about-us list with the seeds' keys; `profile` is the public address of the photo. */
export type AboutPerson = {
  id: number;
  about_category: AboutCategory;
  name: string;
  name_en: string;
  position: string;
  position_en: string;
  company: string;
  company_en: string;
  profile: string;
  years_of_work: string;
  email: string;
};

/** An about entry as the admin screens edit it: also the stored key of the picture, which a save may keep. */
export type AdminAboutPerson = AboutPerson & { profile_key: string };

/** People of the given categories (all when none are given), in the order the office entered them; `profile` is the stored key. */
async function selectAboutPeople(categories?: readonly AboutCategory[]): Promise<AboutPerson[]> {
  return db
    .select({
      id: aboutPeople.id,
      about_category: aboutPeople.aboutCategory,
      name: aboutPeople.name,
      name_en: aboutPeople.nameEn,
      position: aboutPeople.position,
      position_en: aboutPeople.positionEn,
      company: aboutPeople.company,
      company_en: aboutPeople.companyEn,
      profile: aboutPeople.profile,
      years_of_work: aboutPeople.yearsOfWork,
      email: aboutPeople.email,
    })
    .from(aboutPeople)
    .where(categories ? inArray(aboutPeople.aboutCategory, [...categories]) : undefined)
    .orderBy(asc(aboutPeople.aboutCategory), asc(aboutPeople.id));
}

/** People of the given categories for the public pages; `profile` is the public address of the photo. */
export async function listAboutPeople(categories?: readonly AboutCategory[]): Promise<AboutPerson[]> {
  const rows = await selectAboutPeople(categories);

  return rows.map((row) => ({ ...row, profile: fileUrl(row.profile) }));
}

/** The same people for the admin screens, with the stored picture key. */
export async function listAdminAboutPeople(categories?: readonly AboutCategory[]): Promise<AdminAboutPerson[]> {
  const rows = await selectAboutPeople(categories);

  return rows.map((row) => ({ ...row, profile: fileUrl(row.profile), profile_key: row.profile }));
}

export type CommitteeLogo = {
  id: number;
  name: string;
  logo: string;
  link: string;
  public_relations_committee: boolean;
  environment_committee: boolean;
  legal_committee: boolean;
  logistics_committee: boolean;
};

/** Logos of companies in at least one committee of the working groups, with the committee flags, named in the reader's language. */
export async function listCommitteeLogos(locale: Locale = 'mn'): Promise<CommitteeLogo[]> {
  const rows = await db
    .select({
      id: logos.id,
      name: logos.name,
      nameEn: logos.nameEn,
      logo: logos.logo,
      link: logos.link,
      public_relations_committee: logos.publicRelationsCommittee,
      environment_committee: logos.environmentCommittee,
      legal_committee: logos.legalCommittee,
      logistics_committee: logos.logisticsCommittee,
    })
    .from(logos)
    .where(
      or(logos.publicRelationsCommittee, logos.environmentCommittee, logos.legalCommittee, logos.logisticsCommittee),
    )
    .orderBy(asc(logos.id));

  return rows.map(({ nameEn, ...row }) => ({
    ...row,
    name: pickLocalized(row.name, nameEn, locale),
    logo: fileUrl(row.logo),
  }));
}
