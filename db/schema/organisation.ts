import { sql } from 'drizzle-orm';
import { boolean, check, index, pgEnum, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

export const aboutCategory = pgEnum('about_category', ['President', 'Association', 'Office', 'Auditor']);

/** Honorary presidents, council members, office staff and independent auditors. */
export const aboutPeople = pgTable(
  'about_people',
  {
    id: serial('id').primaryKey(),
    aboutCategory: aboutCategory('about_category').notNull(),
    name: text('name').notNull(),
    nameEn: text('name_en').notNull().default(''),
    position: text('position').notNull().default(''),
    positionEn: text('position_en').notNull().default(''),
    company: text('company').notNull().default(''),
    companyEn: text('company_en').notNull().default(''),
    profile: text('profile').notNull(),
    yearsOfWork: text('years_of_work').notNull().default(''),
    email: text('email').notNull().default(''),
  },
  (t) => [index('about_people_category_idx').on(t.aboutCategory, t.id)],
);

/** Partner logos: committee membership flags, and partners of the responsible-mining initiative. */
export const logos = pgTable('logos', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  nameEn: text('name_en').notNull().default(''),
  logo: text('logo').notNull(),
  link: text('link').notNull().default(''),
  publicRelationsCommittee: boolean('public_relations_committee').notNull().default(false),
  environmentCommittee: boolean('environment_committee').notNull().default(false),
  legalCommittee: boolean('legal_committee').notNull().default(false),
  logisticsCommittee: boolean('logistics_committee').notNull().default(false),
  responsibleMining: boolean('responsible_mining').notNull().default(false),
});

/** Logos on the members page: board members and main members. */
export const memberLogos = pgTable(
  'member_logos',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    nameEn: text('name_en').notNull().default(''),
    logo: text('logo').notNull(),
    link: text('link').notNull().default(''),
    boardMember: boolean('board_member').notNull().default(false),
    mainMember: boolean('main_member').notNull().default(false),
  },
  (t) => [check('member_logos_has_group', sql`${t.boardMember} or ${t.mainMember}`)],
);

/** Member organisations that may take the member self-assessment, identified by their e-mail. */
export const memberCompanies = pgTable(
  'member_companies',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    logo: text('logo').notNull(),
    active: boolean('active').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('member_companies_email_unique').on(sql`lower(${t.email})`)],
);

/** Requests sent from the public membership form. At least one purpose is required. */
export const officeRequests = pgTable(
  'office_requests',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    phoneNumber: text('phone_number').notNull(),
    businessType: text('business_type').notNull(),
    memberRequest: boolean('member_request').notNull().default(false),
    codexRequest: boolean('codex_request').notNull().default(false),
    meetingRequest: boolean('meeting_request').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('office_requests_has_purpose', sql`${t.memberRequest} or ${t.codexRequest} or ${t.meetingRequest}`),
    index('office_requests_created_idx').on(t.createdAt),
  ],
);
