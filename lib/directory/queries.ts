import 'server-only';

import { and, asc, count, desc, eq, exists, sql, type SQL } from 'drizzle-orm';
import { cache } from 'react';

import { db } from '@/db';
import { MONGOLIAN_ALPHABET } from '@/db/mongolian-order';
import {
  directoryBanners,
  directoryCategories,
  directoryCompanies,
  directoryCompanyCategories,
  directoryCompanyContacts,
  directoryConsultants,
  news,
} from '@/db/schema';
import { containing } from '@/lib/list-query/like-pattern';
import { pickLocalized } from '@/lib/i18n/localize';
import type { Locale } from '@/lib/i18n/routing';
import { pageCount } from '@/lib/list-query/paging';
import { fileUrl } from '@/lib/storage/url';

import { lettersFor } from './alphabet';
import type { MainCategoryCode } from './main-categories';

export type SubCategory = { id: number; code: string; mainCode: MainCategoryCode; name: string };
/** A logo card: the logo's public address, or '' when the card shows the name. */
export type CompanyCard = { id: number; name: string; logo: string };
export type CompanyPage = { companies: CompanyCard[]; total: number; totalPages: number };
export type Consultant = { id: number; name: string; profession: string; advice: string; phone: string };
export type ConsultantPage = { data: Consultant[]; total: number; totalPages: number };

const company = directoryCompanies;
const isPublic = eq(company.approval, true);
const optionalFileUrl = (key: string): string => (key ? fileUrl(key) : '');

/** Every sub category in code order, named in the locale (the sidebar, the API, the sitemap). */
export const listSubCategories = cache(async (locale: Locale, main?: MainCategoryCode): Promise<SubCategory[]> => {
  const rows = await db
    .select({
      id: directoryCategories.id,
      code: directoryCategories.code,
      nameMn: directoryCategories.nameMn,
      nameEn: directoryCategories.nameEn,
    })
    .from(directoryCategories)
    .where(main ? eq(directoryCategories.mainCode, main) : undefined)
    .orderBy(asc(directoryCategories.code));

  // The database's check keeps codes to 01..04 followed by digits: the first two are always a main code.
  return rows.map((row) => ({
    id: row.id,
    code: row.code,
    mainCode: row.code.slice(0, 2) as MainCategoryCode,
    name: pickLocalized(row.nameMn, row.nameEn, locale),
  }));
});

type CompanyFilter = { main?: MainCategoryCode; sub?: number; q?: string; letter?: string };

/**
 * The filters as one condition. Categories are tested with EXISTS, so a company in several matching categories is
 * still one row; the name search reads the trigram-indexed search_text (both languages, lower case), the letter
 * the name in the page's language.
 */
function companyFilter({ main, sub, q, letter }: CompanyFilter, locale: Locale): SQL | undefined {
  const inCategory = (condition: SQL) =>
    exists(
      db
        .select({ one: sql`1` })
        .from(directoryCompanyCategories)
        .innerJoin(directoryCategories, eq(directoryCategories.id, directoryCompanyCategories.categoryId))
        .where(and(eq(directoryCompanyCategories.companyId, company.id), condition)),
    );
  return and(
    isPublic,
    sub === undefined ? undefined : inCategory(eq(directoryCompanyCategories.categoryId, sub)),
    main === undefined || sub !== undefined ? undefined : inCategory(eq(directoryCategories.mainCode, main)),
    q ? sql`${company.searchText} ilike ${containing(q)}` : undefined,
    letter ? startsWithLetter(letter, locale) : undefined,
  );
}

/**
 * Names in the page's language starting with `letter`, as a range of their sort key: comparing bytes (COLLATE "C")
 * is much cheaper than ILIKE's case folding on every row. The keys are upper case, so either case of a name matches.
 */
function startsWithLetter(letter: string, locale: Locale): SQL {
  // The Mongolian key has its Cyrillic letters moved to U+0400.. in dictionary order; the English one is upper().
  const cyrillic = locale === 'en' ? -1 : MONGOLIAN_ALPHABET.indexOf(letter);
  const key = locale === 'en' ? company.nameEnSort : company.nameMnSort;
  const first = cyrillic >= 0 ? 0x400 + cyrillic : (letter.codePointAt(0) ?? 0);

  return sql`(${key} collate "C" >= ${String.fromCodePoint(first)} and ${key} collate "C" < ${String.fromCodePoint(first + 1)})`;
}

/**
 * The letter of the page's alphabet that a sort key's first character stands for, or null (a digit, a Latin initial
 * on a Mongolian page, an empty name): the inverse of startsWithLetter's range.
 */
function letterOfInitial(initial: string, locale: Locale): string | null {
  const codePoint = initial.codePointAt(0);
  if (codePoint === undefined) return null;
  const letter = locale === 'en' ? initial : (MONGOLIAN_ALPHABET[codePoint - 0x400] ?? null);

  return letter !== null && lettersFor(locale).includes(letter) ? letter : null;
}

/**
 * The alphabet's letters that start at least one approved company's name in the category, in the alphabet's order:
 * the letter buttons that lead to results. One grouped query over the first character of the very key the letter
 * filter reads, so a letter listed here always finds its companies.
 */
export async function listCompanyLetters({
  locale,
  main,
  sub,
}: {
  locale: Locale;
  main?: MainCategoryCode;
  sub?: number;
}): Promise<string[]> {
  const key = locale === 'en' ? company.nameEnSort : company.nameMnSort;
  const initial = sql<string>`left(${key}, 1)`;
  const rows = await db.select({ initial }).from(company).where(companyFilter({ main, sub }, locale)).groupBy(initial);
  const found = new Set(rows.map((row) => letterOfInitial(row.initial, locale)));

  return lettersFor(locale).filter((letter) => found.has(letter));
}

/** Logos first, then the name in the locale's dictionary order, companies without a name in that language last. */
function companyOrder(locale: Locale): SQL[] {
  const [name, key, otherKey] =
    locale === 'en'
      ? [company.nameEn, company.nameEnSort, company.nameMnSort]
      : [company.nameMn, company.nameMnSort, company.nameEnSort];

  return [
    sql`(${company.logo} = '')`,
    sql`(${name} = '')`,
    sql`${key} collate "C"`,
    sql`${otherKey} collate "C"`,
    asc(company.id),
  ];
}

/** One page of approved companies matching the filters, with the total, all in SQL. */
export async function listCompanies({
  locale,
  page,
  limit,
  ...filter
}: CompanyFilter & { locale: Locale; page: number; limit: number }): Promise<CompanyPage> {
  const where = companyFilter(filter, locale);
  const [rows, [totals]] = await Promise.all([
    db
      .select({ id: company.id, nameMn: company.nameMn, nameEn: company.nameEn, logo: company.logo })
      .from(company)
      .where(where)
      .orderBy(...companyOrder(locale))
      .limit(limit)
      .offset((page - 1) * limit),
    db.select({ total: count() }).from(company).where(where),
  ]);
  const total = totals?.total ?? 0;

  return {
    companies: rows.map((row) => ({
      id: row.id,
      name: pickLocalized(row.nameMn, row.nameEn, locale),
      logo: optionalFileUrl(row.logo),
    })),
    total,
    totalPages: pageCount(total, limit),
  };
}

/** One page of approved consultant engineers (sub category 95), searched by name in both languages. */
export async function listConsultants({
  locale,
  q,
  page,
  limit,
}: {
  locale: Locale;
  q?: string;
  page: number;
  limit: number;
}): Promise<ConsultantPage> {
  const consultant = directoryConsultants;
  const where = and(
    eq(consultant.approval, true),
    q ? sql`${consultant.searchText} ilike ${containing(q)}` : undefined,
  );
  const order =
    locale === 'en'
      ? [sql`(${consultant.nameEn} = '')`, sql`upper(${consultant.nameEn}) collate "C"`]
      : [sql`(${consultant.nameMn} = '')`, sql`${consultant.nameMnSort} collate "C"`];
  const [rows, [totals]] = await Promise.all([
    db
      .select()
      .from(consultant)
      .where(where)
      .orderBy(...order, asc(consultant.id))
      .limit(limit)
      .offset((page - 1) * limit),
    db.select({ total: count() }).from(consultant).where(where),
  ]);
  const total = totals?.total ?? 0;

  return {
    data: rows.map((row) => ({
      id: row.id,
      name: pickLocalized(row.nameMn, row.nameEn, locale),
      profession: pickLocalized(row.professionMn, row.professionEn, locale),
      advice: pickLocalized(row.adviceMn, row.adviceEn, locale),
      phone: row.phone,
    })),
    total,
    totalPages: pageCount(total, limit),
  };
}

export type ContactType = (typeof directoryCompanyContacts.$inferSelect)['contactType'];
export type CompanyDetail = {
  id: number;
  name: string;
  address: string;
  about: string;
  logo: string;
  updatedAt: Date;
  categories: SubCategory[];
  contacts: Array<{ id: number; type: ContactType; value: string }>;
};

/** A company's categories (both languages), by code: its public page and the staff's detail read them alike. */
export async function listCompanyCategories(companyId: number) {
  return db
    .select({
      id: directoryCategories.id,
      code: directoryCategories.code,
      nameMn: directoryCategories.nameMn,
      nameEn: directoryCategories.nameEn,
    })
    .from(directoryCompanyCategories)
    .innerJoin(directoryCategories, eq(directoryCategories.id, directoryCompanyCategories.categoryId))
    .where(eq(directoryCompanyCategories.companyId, companyId))
    .orderBy(asc(directoryCategories.code));
}

/** A company's contacts in the order its form gave them. */
export async function listCompanyContacts(
  companyId: number,
): Promise<Array<{ id: number; type: ContactType; value: string }>> {
  return db
    .select({
      id: directoryCompanyContacts.id,
      type: directoryCompanyContacts.contactType,
      value: directoryCompanyContacts.contactValue,
    })
    .from(directoryCompanyContacts)
    .where(eq(directoryCompanyContacts.companyId, companyId))
    .orderBy(asc(directoryCompanyContacts.position), asc(directoryCompanyContacts.id));
}

/** An approved company with its categories and contacts, or null (unknown and unpublished companies are a 404). */
export const getCompany = cache(async (id: number, locale: Locale): Promise<CompanyDetail | null> => {
  const [row] = await db
    .select()
    .from(company)
    .where(and(eq(company.id, id), isPublic))
    .limit(1);
  if (!row) return null;
  const [categories, contacts] = await Promise.all([listCompanyCategories(id), listCompanyContacts(id)]);

  return {
    id: row.id,
    name: pickLocalized(row.nameMn, row.nameEn, locale),
    address: pickLocalized(row.addressMn, row.addressEn, locale),
    about: pickLocalized(row.aboutMn, row.aboutEn, locale),
    logo: optionalFileUrl(row.logo),
    updatedAt: row.updatedAt,
    categories: categories.map((category) => ({
      id: category.id,
      code: category.code,
      mainCode: category.code.slice(0, 2) as MainCategoryCode,
      name: pickLocalized(category.nameMn, category.nameEn, locale),
    })),
    contacts,
  };
});

/** How many published news the directory's home shows, and the most the API lists. */
export const DIRECTORY_NEWS_LIMIT = 6;
export const DIRECTORY_NEWS_API_LIMIT = 50;

export type DirectoryNews = {
  id: number;
  title: string;
  titleEn: string;
  summary: string;
  summaryEn: string;
  image: string;
  publisher: string;
  createdAt: Date;
};

/** Published news flagged for the directory (the seeds' yellow_book), newest first. */
export async function listDirectoryNews(limit: number): Promise<DirectoryNews[]> {
  const rows = await db
    .select({
      id: news.id,
      title: news.title,
      titleEn: news.titleEn,
      summary: news.summary,
      summaryEn: news.summaryEn,
      image: news.image,
      publisher: news.publisher,
      createdAt: news.createdAt,
    })
    .from(news)
    .where(and(eq(news.yellowBook, true), eq(news.newsStatus, true)))
    .orderBy(desc(news.createdAt), desc(news.id))
    .limit(limit);

  return rows.map((row) => ({ ...row, image: fileUrl(row.image) }));
}

export type DirectoryBanner = { id: number; image: string; sequence: number };

/** The directory's banner slides in their order; read once per render (the page and its shared picture). */
export const listDirectoryBanners = cache(async (): Promise<DirectoryBanner[]> => {
  const rows = await db
    .select()
    .from(directoryBanners)
    .orderBy(asc(directoryBanners.sequence), asc(directoryBanners.id));

  return rows.map((row) => ({ id: row.id, image: fileUrl(row.image), sequence: row.sequence }));
});

/** Every approved company for the sitemap. */
export async function listCompaniesForSitemap(): Promise<Array<{ id: number; updatedAt: Date }>> {
  return db
    .select({ id: company.id, updatedAt: company.updatedAt })
    .from(company)
    .where(isPublic)
    .orderBy(asc(company.id));
}
