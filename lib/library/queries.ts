import 'server-only';

import { asc, count, eq } from 'drizzle-orm';

import { db } from '@/db';
import { aboutPeople, documents, logos, minerals, sustainableMiningItems, videos } from '@/db/schema';
import { pickLocalized } from '@/lib/i18n/localize';
import type { Locale } from '@/lib/i18n/routing';
import { pageCount } from '@/lib/list-query/paging';
import { fileUrl } from '@/lib/storage/url';

export type PartnerLogo = { id: number; name: string; logo: string; link: string };
export type DocumentFile = { id: number; title: string; pdf: string };
export type Mineral = { id: number; image: string };
export type MiningVideo = { id: number; title: string; video: string };
export type MiningVideoPage = { video: MiningVideo[]; total: number; totalPages: number };
export type SustainableMiningItem = { id: number; title: string; poster: string; pdf: string };
export type Auditor = { id: number; name: string; position: string; company: string; profile: string };

/** Partners of the responsible-mining initiative (logos flagged responsible_mining), in admin order. */
export async function listResponsibleLogos(locale: Locale = 'mn'): Promise<PartnerLogo[]> {
  const rows = await db
    .select({ id: logos.id, name: logos.name, nameEn: logos.nameEn, logo: logos.logo, link: logos.link })
    .from(logos)
    .where(eq(logos.responsibleMining, true))
    .orderBy(asc(logos.id));

  return rows.map(({ nameEn, ...row }) => ({ ...row, name: pickLocalized(row.name, nameEn, locale), logo: fileUrl(row.logo) }));
}

/** The downloadable PDFs (codes, guides) of the responsible-mining page, named in the reader's language. */
export async function listDocuments(locale: Locale = 'mn'): Promise<DocumentFile[]> {
  const rows = await db
    .select({ id: documents.id, title: documents.title, titleEn: documents.titleEn, pdf: documents.pdf })
    .from(documents)
    .orderBy(asc(documents.id));

  return rows.map(({ titleEn, ...row }) => ({ ...row, title: pickLocalized(row.title, titleEn, locale), pdf: fileUrl(row.pdf) }));
}

export async function listMinerals(): Promise<Mineral[]> {
  const rows = await db.select({ id: minerals.id, image: minerals.image }).from(minerals).orderBy(asc(minerals.id));

  return rows.map((row) => ({ ...row, image: fileUrl(row.image) }));
}

/**
 * Mining 101 videos in upload order. Without `limit` the whole list is one page (the public page shows them
 * all); the admin grid asks for pages of 10, 20 or 30.
 */
export async function listMiningVideos({ page = 1, limit, locale = 'mn' }: { page?: number; limit?: number; locale?: Locale } = {}): Promise<MiningVideoPage> {
  const columns = { id: videos.id, title: videos.title, titleEn: videos.titleEn, video: videos.video };
  const ordered = db.select(columns).from(videos).orderBy(asc(videos.id)).$dynamic();
  const [rows, [totals]] = await Promise.all([
    limit ? ordered.limit(limit).offset((page - 1) * limit) : ordered,
    db.select({ total: count() }).from(videos),
  ]);
  const total = totals?.total ?? 0;

  return {
    video: rows.map(({ titleEn, ...row }) => ({ ...row, title: pickLocalized(row.title, titleEn, locale), video: fileUrl(row.video) })),
    total,
    totalPages: pageCount(total, limit ?? Math.max(total, 1)),
  };
}

/** The numbered posters of the sustainable-mining page, each with its printable PDF, titled in the reader's language. */
export async function listSustainableMining(locale: Locale = 'mn'): Promise<SustainableMiningItem[]> {
  const items = sustainableMiningItems;
  const rows = await db
    .select({ id: items.id, title: items.title, titleEn: items.titleEn, poster: items.poster, pdf: items.pdf })
    .from(items)
    .orderBy(asc(items.id));

  return rows.map(({ titleEn, ...row }) => ({
    ...row,
    title: pickLocalized(row.title, titleEn, locale),
    poster: fileUrl(row.poster),
    pdf: fileUrl(row.pdf),
  }));
}

/** Independent auditors of the responsible-mining assessment (about_people in the Auditor category). */
export async function listAuditors(locale: Locale): Promise<Auditor[]> {
  const rows = await db
    .select({
      id: aboutPeople.id,
      name: aboutPeople.name,
      nameEn: aboutPeople.nameEn,
      position: aboutPeople.position,
      positionEn: aboutPeople.positionEn,
      company: aboutPeople.company,
      companyEn: aboutPeople.companyEn,
      profile: aboutPeople.profile,
    })
    .from(aboutPeople)
    .where(eq(aboutPeople.aboutCategory, 'Auditor'))
    .orderBy(asc(aboutPeople.id));

  return rows.map((row) => ({
    id: row.id,
    name: pickLocalized(row.name, row.nameEn, locale),
    position: pickLocalized(row.position, row.positionEn, locale),
    company: pickLocalized(row.company, row.companyEn, locale),
    profile: fileUrl(row.profile),
  }));
}
