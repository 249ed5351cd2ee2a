import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  check,
  date,
  index,
  integer,
  pgEnum,
  pgTable,
  serial,
  smallint,
  text,
  time,
  timestamp,
  unique,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

import { pageType } from './content';

/**
 * An edition of the yearly conference and exhibition (seeds: Event). The current one is served at /mw, the others
 * at /mw/{year}; which one is current is data (at most one row), never a constant in code.
 */
export const conferenceEvents = pgTable(
  'conference_events',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    nameEn: text('name_en').notNull(),
    year: smallint('year').notNull().unique(),
    startsOn: date('starts_on').notNull(),
    endsOn: date('ends_on').notNull(),
    venue: text('venue').notNull().default(''),
    venueEn: text('venue_en').notNull().default(''),
    /** IANA zone of the venue: agenda times and calendar files are in it. */
    timeZone: text('time_zone').notNull().default('Asia/Ulaanbaatar'),
    isCurrent: boolean('is_current').notNull().default(false),
    /** The home page's figures (seeds 1: 30,000+ visitors, 20+ countries, …). */
    visitors: integer('visitors').notNull().default(0),
    countries: integer('countries').notNull().default(0),
    exhibitors: integer('exhibitors').notNull().default(0),
    speakers: integer('speakers').notNull().default(0),
    conferences: integer('conferences').notNull().default(0),
    invitation: text('invitation').notNull().default(''),
    invitationEn: text('invitation_en').notNull().default(''),
    about: text('about').notNull().default(''),
    aboutEn: text('about_en').notNull().default(''),
    /** Stored keys of the home banner's video and of its poster (the first frame, shown before the video plays). */
    video: text('video').notNull().default(''),
    poster: text('poster').notNull().default(''),
  },
  (t) => [
    uniqueIndex('conference_events_one_current')
      .on(t.isCurrent)
      .where(sql`${t.isCurrent}`),
    check('conference_events_dates_ordered', sql`${t.endsOn} >= ${t.startsOn}`),
    check(
      'conference_events_figures_positive',
      sql`least(${t.visitors}, ${t.countries}, ${t.exhibitors}, ${t.speakers}, ${t.conferences}) >= 0`,
    ),
  ],
);

/** The days of an edition (seeds: Event date): day 1, 2, … with its date; agenda, halls and gallery hang on them. */
export const conferenceDays = pgTable(
  'conference_days',
  {
    id: serial('id').primaryKey(),
    eventId: integer('event_id')
      .notNull()
      .references(() => conferenceEvents.id, { onDelete: 'cascade' }),
    day: smallint('day').notNull(),
    eventDate: date('event_date').notNull(),
  },
  (t) => [
    unique('conference_days_event_day').on(t.eventId, t.day),
    check('conference_days_day_positive', sql`${t.day} >= 1`),
  ],
);

export const conferencePartnerKind = pgEnum('conference_partner_kind', ['sponsor', 'organiser']);

/** Sponsor and organiser logos of an edition, in the order staff gave them; `name` is Mongolian, `name_en` English. */
export const conferencePartners = pgTable(
  'conference_partners',
  {
    id: serial('id').primaryKey(),
    eventId: integer('event_id')
      .notNull()
      .references(() => conferenceEvents.id, { onDelete: 'cascade' }),
    kind: conferencePartnerKind('kind').notNull(),
    name: text('name').notNull(),
    /** '' when the partner has no English name: English pages then show the Mongolian one. */
    nameEn: text('name_en').notNull().default(''),
    logo: text('logo').notNull(),
    link: text('link').notNull().default(''),
    position: smallint('position').notNull().default(0),
  },
  (t) => [index('conference_partners_event_kind_idx').on(t.eventId, t.kind, t.position)],
);

export const conferenceContactType = pgEnum('conference_contact_type', ['phone', 'email', 'link']);

/** The conference's contact entries (seeds: Footer info), shown in its footer and on its contact page. */
export const conferenceContacts = pgTable('conference_contacts', {
  id: serial('id').primaryKey(),
  type: conferenceContactType('type').notNull(),
  information: text('information').notNull(),
});

/** The conference's social network links (seeds 2.3: twenty icons to choose from). */
export const conferenceSocialLinks = pgTable('conference_social_links', {
  id: serial('id').primaryKey(),
  icon: text('icon').notNull(),
  link: text('link').notNull(),
});

/**
 * A visitor's registration for an edition (seeds: Registration); `country` is an ISO 3166-1 alpha-2 code. One per
 * e-mail address and edition, whatever the address's case: the unique index decides when two arrive at once.
 */
export const conferenceRegistrations = pgTable(
  'conference_registrations',
  {
    id: serial('id').primaryKey(),
    eventId: integer('event_id')
      .notNull()
      .references(() => conferenceEvents.id, { onDelete: 'restrict' }),
    company: text('company').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    country: text('country').notNull(),
    email: text('email').notNull(),
    phoneNumber: text('phone_number').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('conference_registrations_event_created_idx').on(t.eventId, t.createdAt),
    uniqueIndex('conference_registrations_event_email_unique').on(t.eventId, sql`lower(${t.email})`),
    check('conference_registrations_country_code', sql`${t.country} ~ '^[A-Z]{2}$'`),
  ],
);

/** A page of a day's printed agenda in one language (seeds: Agenda), shown in order on the agenda page. */
export const conferenceAgendaImages = pgTable(
  'conference_agenda_images',
  {
    id: serial('id').primaryKey(),
    dayId: integer('day_id')
      .notNull()
      .references(() => conferenceDays.id, { onDelete: 'cascade' }),
    locale: text('locale').notNull(),
    image: text('image').notNull(),
    position: smallint('position').notNull().default(0),
  },
  (t) => [
    index('conference_agenda_images_day_idx').on(t.dayId, t.locale, t.position),
    check('conference_agenda_images_locale', sql`${t.locale} in ('mn', 'en')`),
  ],
);

/** One item of a day's programme: its time in the edition's zone, title and place in both languages. */
export const conferenceSessions = pgTable(
  'conference_sessions',
  {
    id: serial('id').primaryKey(),
    dayId: integer('day_id')
      .notNull()
      .references(() => conferenceDays.id, { onDelete: 'cascade' }),
    startsAt: time('starts_at').notNull(),
    endsAt: time('ends_at').notNull(),
    title: text('title').notNull(),
    titleEn: text('title_en').notNull().default(''),
    place: text('place').notNull().default(''),
    placeEn: text('place_en').notNull().default(''),
  },
  (t) => [
    index('conference_sessions_day_idx').on(t.dayId, t.startsAt),
    check('conference_sessions_times_ordered', sql`${t.endsAt} > ${t.startsAt}`),
  ],
);

/** The halls an edition's sessions and presentations take place in (seeds: Hall). */
export const conferenceHalls = pgTable(
  'conference_halls',
  {
    id: serial('id').primaryKey(),
    eventId: integer('event_id')
      .notNull()
      .references(() => conferenceEvents.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    nameEn: text('name_en').notNull().default(''),
    position: smallint('position').notNull().default(0),
  },
  (t) => [index('conference_halls_event_idx').on(t.eventId, t.position)],
);

/** A presentation given in a hall on a day, with its document (seeds: Presentation; `document` a stored PDF key). */
export const conferencePresentations = pgTable(
  'conference_presentations',
  {
    id: serial('id').primaryKey(),
    dayId: integer('day_id')
      .notNull()
      .references(() => conferenceDays.id, { onDelete: 'cascade' }),
    hallId: integer('hall_id')
      .notNull()
      .references(() => conferenceHalls.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    nameEn: text('name_en').notNull().default(''),
    document: text('document').notNull(),
    position: smallint('position').notNull().default(0),
  },
  (t) => [index('conference_presentations_day_hall_idx').on(t.dayId, t.hallId, t.position)],
);

/** An edition's key speakers in their queue order (seeds: Presenter; `image` a stored picture key). */
export const conferencePresenters = pgTable(
  'conference_presenters',
  {
    id: serial('id').primaryKey(),
    eventId: integer('event_id')
      .notNull()
      .references(() => conferenceEvents.id, { onDelete: 'cascade' }),
    nameMn: text('name_mn').notNull(),
    nameEn: text('name_en').notNull().default(''),
    positionMn: text('position_mn').notNull().default(''),
    positionEn: text('position_en').notNull().default(''),
    image: text('image').notNull(),
    queue: smallint('presenter_queue').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('conference_presenters_event_queue_idx').on(t.eventId, t.queue)],
);

/** A photo of an edition's day (seeds: Gallery image); it belongs to the day itself, no separate gallery ids. */
export const conferenceGalleryImages = pgTable(
  'conference_gallery_images',
  {
    id: serial('id').primaryKey(),
    dayId: integer('day_id')
      .notNull()
      .references(() => conferenceDays.id, { onDelete: 'cascade' }),
    image: text('image').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('conference_gallery_images_day_idx').on(t.dayId, t.id)],
);

/**
 * The conference's own menu (seeds: Event menu category): news categories and static pages of the conference
 * site, managed at /admin/week/link. `page_type` says whether a category lists news or shows a static page.
 */
export const conferenceMenuCategories = pgTable(
  'conference_menu_categories',
  {
    cid: serial('cid').primaryKey(),
    /** A sub menu's parent (seeds keep the key; the conference menu staff edit is one level). */
    pid: integer('pid').references((): AnyPgColumn => conferenceMenuCategories.cid, { onDelete: 'set null' }),
    category: text('category').notNull(),
    categoryEn: text('category_en').notNull(),
    categoryStatus: boolean('category_status').notNull().default(true),
    pageType: pageType('page_type').notNull().default('static'),
    position: smallint('position').notNull().default(0),
  },
  (t) => [index('conference_menu_categories_position_idx').on(t.position, t.cid)],
);

/** Bilingual HTML of a conference static page; a category without a row (or with empty text) is under maintenance. */
export const conferenceStaticPages = pgTable('conference_static_pages', {
  id: serial('id').primaryKey(),
  categoryCid: integer('category_cid')
    .notNull()
    .unique()
    .references(() => conferenceMenuCategories.cid, { onDelete: 'cascade' }),
  text: text('text').notNull().default(''),
  textEn: text('text_en').notNull().default(''),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Conference news (admin add-news / update-news under /admin/week), each in an edition and a news category. */
export const conferenceNews = pgTable(
  'conference_news',
  {
    id: serial('id').primaryKey(),
    eventId: integer('event_id')
      .notNull()
      .references(() => conferenceEvents.id, { onDelete: 'cascade' }),
    categoryCid: integer('category_cid')
      .notNull()
      .references(() => conferenceMenuCategories.cid, { onDelete: 'restrict' }),
    image: text('image').notNull(),
    title: text('title').notNull().default(''),
    titleEn: text('title_en').notNull().default(''),
    summary: text('summary').notNull().default(''),
    summaryEn: text('summary_en').notNull().default(''),
    text: text('text').notNull().default(''),
    textEn: text('text_en').notNull().default(''),
    newsStatus: boolean('news_status').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true })
      .notNull()
      .defaultNow()
      .$onUpdate(() => new Date()),
  },
  (t) => [
    check('conference_news_has_title', sql`${t.title} <> '' or ${t.titleEn} <> ''`),
    index('conference_news_event_list_idx').on(t.eventId, t.newsStatus, t.createdAt, t.id),
    index('conference_news_category_idx').on(t.categoryCid, t.newsStatus, t.createdAt),
  ],
);
