import { z } from 'zod';

import { MAIN_CATEGORIES } from '@/lib/directory/main-categories';
import { searchTerm } from '@/lib/list-query/search-term-schema';

/** Seeds 9: page sizes of the directory back-office lists; the first is the default. */
export const REQUEST_PAGE_SIZES = [10, 20, 30] as const;
export const LIST_PAGE_SIZES = [30, 50, 100] as const;
export const CATEGORY_PAGE_SIZES = [20, 50, 100] as const;

/** Seeds 7.5 `type`: 1 company requests, 2 consultant engineer requests. */
export const REQUEST_TYPES = ['1', '2'] as const;
export type RequestType = (typeof REQUEST_TYPES)[number];

export const MAIN_CODES = MAIN_CATEGORIES.map((category) => category.code) as [string, ...string[]];
export const LANGS = ['mn', 'en'] as const;

const positiveInteger = z.coerce
  .number({ message: 'validation.positiveInteger' })
  .int('validation.positiveInteger')
  .min(1, 'validation.positiveInteger');
const id = positiveInteger.max(2_147_483_647, 'validation.positiveInteger');
const page = positiveInteger.max(100_000, 'validation.positiveInteger').default(1);
const pageSize = (sizes: readonly [number, ...number[]]) =>
  z.coerce
    .number({ message: 'validation.limit' })
    .refine((size) => sizes.includes(size), 'validation.invalid')
    .default(sizes[0]);
/** `true`/`false` as a query string says it; left out (or `all`) means both. */
const flag = z
  .enum(['all', 'true', 'false'], 'validation.invalid')
  .optional()
  .transform((value) => (value === undefined || value === 'all' ? undefined : value === 'true'));
const name = searchTerm({ tooLong: 'validation.term' }).min(1, 'validation.term');

/** GET /api/yellow-page/get/new-request?type=&page=&limit= */
export const requestQuerySchema = z.object({
  type: z.enum(REQUEST_TYPES, 'validation.type').default('1'),
  page,
  limit: pageSize(REQUEST_PAGE_SIZES),
});
export type RequestQuery = z.output<typeof requestQuerySchema>;

/** GET /api/yellow-page/get/company-list?page&limit&mainCategory&subCategory&approval&status (and the screen's `search`). */
export const companyListQuerySchema = z.object({
  page,
  limit: pageSize(LIST_PAGE_SIZES),
  mainCategory: z.enum(MAIN_CODES, 'validation.invalid').optional(),
  subCategory: id.optional(),
  approval: flag,
  status: flag,
  search: name.optional(),
});
export type CompanyListQuery = z.output<typeof companyListQuerySchema>;

/** GET /api/yellow-page/get/company-list/name and /consultant-list/name: `name` in either language. */
export const nameQuerySchema = z.object({ page, limit: pageSize(LIST_PAGE_SIZES), name });

/** GET /api/yellow-page/get/consultant-list?page&limit&approval=all|true|false (and the screen's `search`). */
export const consultantListQuerySchema = z.object({
  page,
  limit: pageSize(LIST_PAGE_SIZES),
  approval: flag,
  search: name.optional(),
});
export type ConsultantListQuery = z.output<typeof consultantListQuerySchema>;

/** GET /api/yellow-page/get/company?id= and /get/person?id= */
export const idQuerySchema = z.object({ id });

/** GET /api/yellow-page/get/categories?type=all|01..04&lang=mn|en&page&limit */
export const categoryQuerySchema = z.object({
  type: z.enum(['all', ...MAIN_CODES], 'validation.type').default('all'),
  lang: z.enum(LANGS, 'validation.lang').default('mn'),
  page,
  limit: pageSize(CATEGORY_PAGE_SIZES),
});
export type CategoryQuery = z.output<typeof categoryQuerySchema>;
