import { z } from 'zod';

import { LOCALES } from '@/lib/i18n/routing';
import { searchTerm } from '@/lib/list-query/search-term-schema';

import { NEWS_PAGE_LIMIT_MAX } from './limits';

const page = z.coerce
  .number({ message: 'validation.positiveInteger' })
  .int('validation.positiveInteger')
  .min(1, 'validation.positiveInteger')
  .max(100_000, 'validation.positiveInteger')
  .default(1);
const limit = z.coerce
  .number({ message: 'validation.limit' })
  .int('validation.limit')
  .min(1, 'validation.limit')
  .max(NEWS_PAGE_LIMIT_MAX, 'validation.limit')
  .default(6);
const lang = z.enum(LOCALES, { message: 'validation.lang' }).default('mn');

// GET /api/get/news
export const newsByCategoryQuerySchema = z.object({
  category: z.coerce
    .number({ message: 'validation.positiveInteger' })
    .int('validation.positiveInteger')
    .min(1, 'validation.positiveInteger')
    .default(8),
  lang,
  page,
  limit,
});

// GET /api/get/news-by-date
export const newsByDateQuerySchema = z.object({
  date: z.string({ message: 'validation.month' }).regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'validation.month'),
  lang,
  page,
  limit,
});

// GET /api/search/news
export const newsSearchQuerySchema = z.object({
  term: searchTerm({ type: 'validation.term', tooLong: 'validation.term' }).min(1, 'validation.term'),
  lang,
  page,
  limit,
});

// GET /api/get/news/id
export const newsByIdQuerySchema = z.object({
  id: z.coerce
    .number({ message: 'validation.positiveInteger' })
    .int('validation.positiveInteger')
    .min(1, 'validation.positiveInteger'),
  lang,
});

// GET /api/get/archive-news-date
export const archiveQuerySchema = z.object({ lang });

// GET /api/get/category-news-count
export const categoryCountQuerySchema = z.object({
  type: z.enum(['news'], { message: 'validation.type' }).default('news'),
});
