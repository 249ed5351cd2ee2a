import 'server-only';

import { asc, count, eq, sql } from 'drizzle-orm';

import { db } from '@/db';
import { aboutPeople, documents, logos, minerals, videos } from '@/db/schema';
import { pickLocalized } from '@/lib/i18n/localize';
import type { Locale } from '@/lib/i18n/routing';
import { pageCount } from '@/lib/list-query/paging';
import { fileUrl } from '@/lib/storage/url';

import type { LibraryShelf } from './schema';
import { LIBRARY_SHELVES } from './shelves';

export type PartnerLogo = { id: number; name: string; logo: string; link: string };
export type DocumentFile = { id: number; title: string; pdf: string };
export type Mineral = { id: number; image: string };
export type MiningVideo = { id: number; title: string; video: string };
export type MiningVideoPage = { video: MiningVideo[]; total: number; totalPages: number };
/** A report or poster card: the title in the reader's language, public addresses of the cover and the PDF. */
export type ShelfCard = { id: number; title: string; cover: string; pdf: string; created_at: string | null };
export type ShelfCardPage = { items: ShelfCard[]; total: number; totalPages: number };
export type Auditor = { id: number; name: string; position: string; company: string; profile: string };

/** Partners of the responsible-mining initiative (logos flagged responsible_mining), in admin order. */
export async function listResponsibleLogos(locale: Locale = 'mn'): Promise<PartnerLogo[]> {
  const rows = await db
    .select({ id: logos.id, name: logos.name, nameEn: logos.nameEn, logo: logos.logo, link: logos.link })
    .from(logos)
    .where(eq(logos.responsibleMining, true))
    .orderBy(asc(logos.id));

  return rows.map(({ nameEn, ...row }) => ({
    ...row,
    name: pickLocalized(row.name, nameEn, locale),
    logo: fileUrl(row.logo),
  }));
}

/** The downloadable PDFs (codes, guides) of the responsible-mining page, named in the reader's language. */
export async function listDocuments(locale: Locale = 'mn'): Promise<DocumentFile[]> {
  const rows = await db
    .select({ id: documents.id, title: documents.title, titleEn: documents.titleEn, pdf: documents.pdf })
    .from(documents)
    .orderBy(asc(documents.id));

  return rows.map(({ titleEn, ...row }) => ({
    ...row,
    title: pickLocalized(row.title, titleEn, locale),
    pdf: fileUrl(row.pdf),
  }));
}

export async function listMinerals(): Promise<Mineral[]> {
  const rows = await db.select({ id: minerals.id, image: minerals.image }).from(minerals).orderBy(asc(minerals.id));

  return rows.map((row) => ({ ...row, image: fileUrl(row.image) }));
}

/**
 * Mining 101 videos in upload order. Without `limit` the whole list is one page (the public page shows them
 * all); the admin grid asks for pages of 10, 20 or 30.
 */
export async function listMiningVideos({
  page = 1,
  limit,
  locale = 'mn',
}: { page?: number; limit?: number; locale?: Locale } = {}): Promise<MiningVideoPage> {
  const columns = { id: videos.id, title: videos.title, titleEn: videos.titleEn, video: videos.video };
  const ordered = db.select(columns).from(videos).orderBy(asc(videos.id)).$dynamic();
  const [rows, [totals]] = await Promise.all([
    limit ? ordered.limit(limit).offset((page - 1) * limit) : ordered,
    db.select({ total: count() }).from(videos),
  ]);
  const total = totals?.total ?? 0;

  return {
    video: rows.map(({ titleEn, ...row }) => ({
      ...row,
      title: pickLocalized(row.title, titleEn, locale),
      video: fileUrl(row.video),
    })),
    total,
    totalPages: pageCount(total, limit ?? Math.max(total, 1)),
  };
}

/** A shelf's rows in its order (a slice of them, or all) and how many it holds: the public list's and the grid's. */
export async function readShelf(shelf: LibraryShelf, slice: { limit: number; offset: number } | null) {
  const { table, columns, order } = LIBRARY_SHELVES[shelf];
  const ordered = db
    .select({
      id: columns.id,
      title: columns.title,
      titleEn: columns.titleEn,
      cover: columns.cover,
      pdf: columns.pdf,
      createdAt: columns.createdAt ?? sql<null>`null`,
    })
    .from(table)
    .orderBy(...order)
    .$dynamic();

  return Promise.all([slice ? ordered.limit(slice.limit).offset(slice.offset) : ordered, db.$count(table)]);
}

/**
 * The items of a shelf in its order (reports newest first, posters in the numbered order of their page). Without
 * `limit` the whole shelf is one page (the sustainable-mining page shows every poster); reports come six a page.
 * `created_at` is the publication date of a report, null on a shelf without dates.
 */
export async function listShelfCards(
  shelf: LibraryShelf,
  { locale, page = 1, limit }: { locale: Locale; page?: number; limit?: number },
): Promise<ShelfCardPage> {
  const [rows, total] = await readShelf(shelf, limit ? { limit, offset: (page - 1) * limit } : null);

  return {
    items: rows.map((row) => ({
      id: row.id,
      title: pickLocalized(row.title, row.titleEn, locale),
      cover: fileUrl(row.cover),
      pdf: fileUrl(row.pdf),
      created_at: row.createdAt?.toISOString() ?? null,
    })),
    total,
    totalPages: pageCount(total, limit ?? Math.max(total, 1)),
  };
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
