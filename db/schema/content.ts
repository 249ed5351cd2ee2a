import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  check,
  index,
  integer,
  pgEnum,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';

export const pageType = pgEnum('page_type', ['news', 'static']);

/** Menu categories: the navigation tree, the news categories and the static pages (admin "Цэс"). */
export const categories = pgTable(
  'categories',
  {
    cid: serial('cid').primaryKey(),
    pid: integer('pid').references((): AnyPgColumn => categories.cid, { onDelete: 'restrict' }),
    category: text('category').notNull(),
    categoryEn: text('category_en').notNull(),
    categoryStatus: boolean('category_status').notNull().default(true),
    pageType: pageType('page_type').notNull(),
    categoryLevel: smallint('category_level').notNull().default(1),
  },
  (t) => [
    check('categories_level_range', sql`${t.categoryLevel} between 1 and 3`),
    check('categories_third_level_static', sql`${t.categoryLevel} < 3 or ${t.pageType} = 'static'`),
    check('categories_parent_below_top', sql`(${t.categoryLevel} = 1) = (${t.pid} is null)`),
    index('categories_pid_idx').on(t.pid),
  ],
);

/** Bilingual HTML of one static page; one row per static menu category. */
export const staticPages = pgTable('static_pages', {
  id: serial('id').primaryKey(),
  categoryCid: integer('category_cid')
    .notNull()
    .unique()
    .references(() => categories.cid, { onDelete: 'cascade' }),
  text: text('text').notNull().default(''),
  textEn: text('text_en').notNull().default(''),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

// Ordered indexes are ascending: read backwards they give ORDER BY ... DESC (NULLS FIRST, as the queries ask),
// which an index declared DESC NULLS LAST cannot.
export const news = pgTable(
  'news',
  {
    id: serial('id').primaryKey(),
    image: text('image').notNull(),
    title: text('title').notNull().default(''),
    titleEn: text('title_en').notNull().default(''),
    summary: text('summary').notNull().default(''),
    summaryEn: text('summary_en').notNull().default(''),
    text: text('text').notNull().default(''),
    textEn: text('text_en').notNull().default(''),
    categoryCid: integer('category_cid')
      .notNull()
      .references(() => categories.cid, { onDelete: 'restrict' }),
    publisher: text('publisher').notNull().default('Админ'),
    newsStatus: boolean('news_status').notNull().default(true),
    yellowBook: boolean('yellow_book').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true })
      .notNull()
      .defaultNow()
      .$onUpdate(() => new Date()),
    /** Lower-cased titles and summaries of both languages: the one column the public search reads. */
    searchText: text('search_text').generatedAlwaysAs(
      sql`lower(title || ' ' || title_en || ' ' || summary || ' ' || summary_en)`,
    ),
  },
  (t) => [
    check('news_has_title', sql`${t.title} <> '' or ${t.titleEn} <> ''`),
    index('news_category_list_idx').on(t.categoryCid, t.newsStatus, t.createdAt, t.id),
    index('news_recent_idx').on(t.newsStatus, t.createdAt, t.id),
    index('news_search_trgm_idx').using('gin', t.searchText.op('gin_trgm_ops')),
  ],
);

/** Home-page slides, shown in `sequence` order. */
export const banners = pgTable(
  'banners',
  {
    id: serial('id').primaryKey(),
    image: text('image').notNull(),
    sequence: integer('sequence').notNull(),
  },
  (t) => [index('banners_sequence_idx').on(t.sequence)],
);

export const socialLinks = pgTable('social_links', {
  id: serial('id').primaryKey(),
  icon: text('icon').notNull(),
  link: text('link').notNull(),
});
