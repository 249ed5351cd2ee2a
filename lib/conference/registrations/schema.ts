import { z } from 'zod';

import { searchTerm } from '@/lib/list-query/search-term-schema';

import { registrationSchema } from '../sign-up/schema';

const M = 'admin.weekRegistrations';

/** Seeds 9: the registration lists show 50, 100 or 150 rows (default 50). */
export const REGISTRATION_PAGE_SIZES = [50, 100, 150] as const;

/** Seeds 2.3: what the registration lists search in, in the seeds' order. */
export const REGISTRATION_SEARCH_CATEGORIES = ['phone_number', 'email', 'first_name', 'company'] as const;
export type RegistrationSearchCategory = (typeof REGISTRATION_SEARCH_CATEGORIES)[number];

/** JSON for the grid and other clients; csv and xlsx download every row of the filter. */
export const REGISTRATION_EXPORT_FORMATS = ['json', 'csv', 'xlsx'] as const;

/** Seeds 5: a search needs both a category and a term. Shared by the search form and the query of the reads. */
export const registrationSearchSchema = z.object({
  searchCat: z.enum(REGISTRATION_SEARCH_CATEGORIES, `${M}.search.categoryRequired`),
  searchTerm: searchTerm({ type: `${M}.search.termRequired`, tooLong: `${M}.search.termTooLong` }).min(
    1,
    `${M}.search.termRequired`,
  ),
});
export type RegistrationSearchInput = z.input<typeof registrationSearchSchema>;

const positiveInteger = z.coerce
  .number({ message: 'validation.positiveInteger' })
  .int('validation.positiveInteger')
  .min(1, 'validation.positiveInteger');

/**
 * The query of GET /api/mw/get/user-registration and /new-registration and of the two screens (seeds 7.2):
 * `event` (the current edition when left out), `page`, `limit`, and the search pair. An empty search field is
 * the same as a missing one. This object is what the OpenAPI document lists; handlers parse `registrationQuerySchema`.
 */
export const registrationQueryFieldsSchema = z.object({
  event: positiveInteger.max(2_147_483_647, 'validation.positiveInteger').optional(),
  page: positiveInteger.max(100_000, 'validation.positiveInteger').default(1),
  limit: z.coerce
    .number({ message: 'validation.invalid' })
    .refine((size) => (REGISTRATION_PAGE_SIZES as readonly number[]).includes(size), 'validation.invalid')
    .default(REGISTRATION_PAGE_SIZES[0]),
  searchCat: z.enum(REGISTRATION_SEARCH_CATEGORIES, 'validation.invalid').or(z.literal('')).optional(),
  searchTerm: z.string().optional(),
  format: z.enum(REGISTRATION_EXPORT_FORMATS, 'validation.invalid').default('json'),
});

export const registrationQuerySchema = registrationQueryFieldsSchema
  .superRefine(({ searchCat, searchTerm }, context) => {
    if (!searchCat && !searchTerm?.trim()) return;
    const search = registrationSearchSchema.safeParse({ searchCat: searchCat || undefined, searchTerm });
    for (const issue of search.error?.issues ?? [])
      context.addIssue({ code: 'custom', path: issue.path, message: issue.message });
  })
  .transform(({ searchCat, searchTerm, ...query }) => {
    const search = searchCat && searchTerm ? { category: searchCat, term: searchTerm.trim() } : undefined;

    return { ...query, search };
  });
export type RegistrationQuery = z.output<typeof registrationQuerySchema>;
export type RegistrationSearch = NonNullable<RegistrationQuery['search']>;

/** What a screen shows for a URL it cannot read: the first page of everything. */
export const DEFAULT_REGISTRATION_QUERY: RegistrationQuery = {
  page: 1,
  limit: REGISTRATION_PAGE_SIZES[0],
  format: 'json',
  search: undefined,
};

/**
 * Seeds 7.2 `POST /insert/registration` from the back-office: the public form's fields and rules (seeds 5, a real
 * e-mail address, a country of the picker) for the edition chosen on the screen.
 */
export const editionRegistrationSchema = registrationSchema.extend({
  event_id: z.number().int().positive(),
});
export type EditionRegistrationInput = z.input<typeof editionRegistrationSchema>;
export type EditionRegistration = z.output<typeof editionRegistrationSchema>;
