import { z } from 'zod';

import { LOCALES } from '@/lib/i18n/routing';
import { searchTerm } from '@/lib/list-query/search-term-schema';

import { normalizeLetter } from './alphabet';
import { MAIN_CATEGORIES, type MainCategoryCode } from './main-categories';

/** Companies per page of the public list, and at most what one API call may ask for. */
export const COMPANY_PAGE_SIZE = 24;
export const CONSULTANT_PAGE_SIZE = 20;
const LIMIT_MAX = 50;

const MAIN_CODES = MAIN_CATEGORIES.map((category) => category.code) as [MainCategoryCode, ...MainCategoryCode[]];

const positiveId = z.coerce
  .number({ message: 'validation.positiveInteger' })
  .int('validation.positiveInteger')
  .min(1, 'validation.positiveInteger')
  .max(2_147_483_647, 'validation.positiveInteger');
const page = z.coerce
  .number({ message: 'validation.positiveInteger' })
  .int('validation.positiveInteger')
  .min(1, 'validation.positiveInteger')
  .max(100_000, 'validation.positiveInteger')
  .default(1);
const limit = (fallback: number) =>
  z.coerce
    .number({ message: 'validation.limit' })
    .int('validation.limit')
    .min(1, 'validation.limit')
    .max(LIMIT_MAX, 'validation.limit')
    .default(fallback);
const lang = z.enum(LOCALES, { message: 'validation.lang' }).default('mn');
const main = z.enum(MAIN_CODES, { message: 'directory.validation.main' });
/** An empty box searches for nothing: '' is no term, as a cleared search form sends it. */
const term = searchTerm({ tooLong: 'validation.term' })
  .optional()
  .transform((value) => value || undefined);
const letter = z
  .string()
  .transform((value, context) => {
    const normalized = normalizeLetter(value);
    if (normalized === null) context.addIssue({ code: 'custom', message: 'directory.validation.letter' });

    return normalized ?? undefined;
  })
  .optional();

// GET /api/yellow-page/categories (seeds 7.3: language)
export const categoriesQuerySchema = z.object({ language: lang });

// GET /api/yellow-page/categories-by-main (seeds 7.3: main code, language)
export const categoriesByMainQuerySchema = z.object({ main, language: lang });

// GET /api/yellow-page/companies: the seeds' lang, with the filters and paging done on the server instead of the browser
export const companiesQuerySchema = z.object({
  lang,
  main: main.optional(),
  sub: positiveId.optional(),
  q: term,
  letter,
  page,
  limit: limit(COMPANY_PAGE_SIZE),
});
export type CompaniesQuery = z.output<typeof companiesQuerySchema>;

// GET /api/yellow-page/people (seeds 7.3: lang), searched by name and paged on the server
export const peopleQuerySchema = z.object({ lang, q: term, page, limit: limit(CONSULTANT_PAGE_SIZE) });

// GET /api/yellow-page/company (seeds 7.3: lang, id)
export const companyQuerySchema = z.object({ lang, id: positiveId });
