import { index, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

/** Downloadable PDF material (guides, codes) of the responsible-mining page. */
export const documents = pgTable('documents', {
  id: serial('id').primaryKey(),
  title: text('title').notNull(),
  titleEn: text('title_en').notNull().default(''),
  pdf: text('pdf').notNull(),
});

/** Images of the "mining we don't know about" page. */
export const minerals = pgTable('minerals', {
  id: serial('id').primaryKey(),
  image: text('image').notNull(),
});

/** Mining 101 training videos (mp4). */
export const videos = pgTable('videos', {
  id: serial('id').primaryKey(),
  title: text('title').notNull(),
  titleEn: text('title_en').notNull().default(''),
  video: text('video').notNull(),
});

/** Sustainable-mining posters with a PDF each. */
export const sustainableMiningItems = pgTable('sustainable_mining_items', {
  id: serial('id').primaryKey(),
  title: text('title').notNull().default(''),
  titleEn: text('title_en').notNull().default(''),
  poster: text('poster').notNull(),
  pdf: text('pdf').notNull(),
});

export const reports = pgTable(
  'reports',
  {
    id: serial('id').primaryKey(),
    title: text('title').notNull(),
    titleEn: text('title_en').notNull().default(''),
    image: text('image').notNull(),
    pdf: text('pdf').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('reports_created_idx').on(t.createdAt, t.id)],
);
