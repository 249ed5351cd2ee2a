import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgEnum,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';

import { mongolianSortKey } from '../mongolian-order';

/**
 * A sub category of the directory (seeds 3: id, category_code starting with its main code 01..04, names per
 * language). The main categories are fixed and live in code (lib/directory/main-categories.ts).
 */
export const directoryCategories = pgTable(
  'directory_categories',
  {
    id: serial('id').primaryKey(),
    code: text('code').notNull().unique(),
    nameMn: text('name_mn').notNull(),
    nameEn: text('name_en').notNull(),
    /** The first two digits of the code: 01 mining, 02 suppliers, 03 service providers, 04 others. */
    mainCode: text('main_code').generatedAlwaysAs(sql`left(code, 2)`),
  },
  (t) => [
    check('directory_categories_code_shape', sql`${t.code} ~ '^0[1-4][0-9]{2,}$'`),
    index('directory_categories_main_idx').on(t.mainCode, t.code),
  ],
);

/** Where a registration stands: submitted and waiting, published by staff, or turned down with a reason. */
export const directoryReview = pgEnum('directory_review', ['pending', 'approved', 'rejected']);

const registrant = {
  registrantName: text('registrant_name').notNull().default(''),
  registrantPosition: text('registrant_position').notNull().default(''),
  registrantEmail: text('registrant_email').notNull().default(''),
  registrantPhone: text('registrant_phone').notNull().default(''),
};

/**
 * The client network a public request came from while it waits for review (lib/http/client-network.ts
 * clientNeighbourhoodOf: an IPv4 /24, an IPv6 /48): what one network may hold of the review queue is bounded by
 * it. Null for staff's entries, decided requests and requests from before it was kept.
 */
const requestOrigin = {
  clientNeighbourhood: text('client_neighbourhood'),
};

/** A company of the directory with its registration (seeds 3 Company, Registrant). */
export const directoryCompanies = pgTable(
  'directory_companies',
  {
    id: serial('id').primaryKey(),
    registrationNumber: text('registration_number').notNull().default(''),
    nameMn: text('name_mn').notNull().default(''),
    nameEn: text('name_en').notNull().default(''),
    addressMn: text('address_mn').notNull().default(''),
    addressEn: text('address_en').notNull().default(''),
    aboutMn: text('about_mn').notNull().default(''),
    aboutEn: text('about_en').notNull().default(''),
    /** Stored key of the logo; '' when the company has none (cards show its name). */
    logo: text('logo').notNull().default(''),
    review: directoryReview('review').notNull().default('pending'),
    rejectReason: text('reject_reason').notNull().default(''),
    /** Seeds: approval, the consent to publish that staff tick; only approved companies are public. */
    approval: boolean('approval').notNull().default(false),
    /** Seeds: status, whether the company is operating ('Идэвхитэй' / 'Идэвхигүй'). */
    status: boolean('status').notNull().default(true),
    ...registrant,
    ...requestOrigin,
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true })
      .notNull()
      .defaultNow()
      .$onUpdate(() => new Date()),
    nameMnSort: text('name_mn_sort').generatedAlwaysAs(mongolianSortKey('name_mn')),
    nameEnSort: text('name_en_sort').generatedAlwaysAs(sql`upper(name_en)`),
    /** Lower-cased names of both languages: the one column the name search reads. */
    searchText: text('search_text').generatedAlwaysAs(sql`lower(name_mn || ' ' || name_en)`),
  },
  (t) => [
    check('directory_companies_has_name', sql`${t.nameMn} <> '' or ${t.nameEn} <> ''`),
    // The public order (logos first, named before unnamed, then the language's name, the other's, the id) read
    // straight from an index, so a page of 20,000 companies is not sorted per request.
    index('directory_companies_public_mn_idx').using(
      'btree',
      t.approval,
      sql`(${t.logo} = '')`,
      sql`(${t.nameMn} = '')`,
      sql`${t.nameMnSort} collate "C"`,
      sql`${t.nameEnSort} collate "C"`,
      t.id,
    ),
    index('directory_companies_public_en_idx').using(
      'btree',
      t.approval,
      sql`(${t.logo} = '')`,
      sql`(${t.nameEn} = '')`,
      sql`${t.nameEnSort} collate "C"`,
      sql`${t.nameMnSort} collate "C"`,
      t.id,
    ),
    index('directory_companies_search_trgm_idx').using('gin', t.searchText.op('gin_trgm_ops')),
    index('directory_companies_review_idx').on(t.review, t.createdAt),
  ],
);

/** A company's categories: a company in several categories is listed once (seeds: de-duplicated by company). */
export const directoryCompanyCategories = pgTable(
  'directory_company_categories',
  {
    companyId: integer('company_id')
      .notNull()
      .references(() => directoryCompanies.id, { onDelete: 'cascade' }),
    categoryId: integer('category_id')
      .notNull()
      .references(() => directoryCategories.id, { onDelete: 'restrict' }),
  },
  (t) => [
    primaryKey({ columns: [t.companyId, t.categoryId] }),
    index('directory_company_categories_category_idx').on(t.categoryId, t.companyId),
  ],
);

export const directoryContactType = pgEnum('directory_contact_type', ['phone', 'fax', 'email', 'website']);

/** A company's phones, faxes, e-mails and websites, in the order given. */
export const directoryCompanyContacts = pgTable(
  'directory_company_contacts',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => directoryCompanies.id, { onDelete: 'cascade' }),
    contactType: directoryContactType('contact_type').notNull(),
    contactValue: text('contact_value').notNull(),
    position: smallint('position').notNull().default(0),
  },
  (t) => [index('directory_company_contacts_company_idx').on(t.companyId, t.position)],
);

/** A consultant engineer of sub category 95 (seeds 3 Consultant: names, professions, advice ranges, phone). */
export const directoryConsultants = pgTable(
  'directory_consultants',
  {
    id: serial('id').primaryKey(),
    nameMn: text('name_mn').notNull().default(''),
    nameEn: text('name_en').notNull().default(''),
    professionMn: text('profession_mn').notNull().default(''),
    professionEn: text('profession_en').notNull().default(''),
    adviceMn: text('advice_mn').notNull().default(''),
    adviceEn: text('advice_en').notNull().default(''),
    phone: text('phone').notNull().default(''),
    review: directoryReview('review').notNull().default('pending'),
    rejectReason: text('reject_reason').notNull().default(''),
    approval: boolean('approval').notNull().default(false),
    ...registrant,
    ...requestOrigin,
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    nameMnSort: text('name_mn_sort').generatedAlwaysAs(mongolianSortKey('name_mn')),
    searchText: text('search_text').generatedAlwaysAs(sql`lower(name_mn || ' ' || name_en)`),
  },
  (t) => [
    check('directory_consultants_has_name', sql`${t.nameMn} <> '' or ${t.nameEn} <> ''`),
    index('directory_consultants_public_idx').using('btree', t.approval, sql`${t.nameMnSort} collate "C"`),
    index('directory_consultants_review_idx').on(t.review, t.createdAt),
  ],
);

/** The directory home's banner carousel, in `sequence` order (seeds: 730x455, jpg/png). */
export const directoryBanners = pgTable(
  'directory_banners',
  {
    id: serial('id').primaryKey(),
    image: text('image').notNull(),
    sequence: integer('sequence').notNull(),
  },
  (t) => [index('directory_banners_sequence_idx').on(t.sequence)],
);
