import { z } from 'zod';

import { searchTerm } from '@/lib/list-query/search-term-schema';
import { isBlankHtml } from '@/lib/news/admin-schema';
import { RICH_TEXT_MAX_LENGTH } from '@/lib/static-pages/schema';

const M = 'admin.weekEditions.errors';

const positiveId = (message: string) => z.coerce.number(message).int(message).positive(message);
const text = (max: number) => z.string().trim().max(max, `${M}.tooLong`).default('');
const richText = z
  .string()
  .max(RICH_TEXT_MAX_LENGTH, `${M}.tooLong`)
  .default('')
  .transform((html) => (isBlankHtml(html) ? '' : html));

/**
 * A conference news item (add-news / update-news under /admin/week): its edition, a conference news category,
 * a cover (jpeg/png, checked by content on upload), both languages' title, summary and body, at least one title
 * (the table's check says the same), and whether it is published.
 */
export const conferenceNewsSchema = z
  .object({
    event_id: positiveId(`${M}.eventRequired`),
    category_cid: positiveId(`${M}.categoryRequired`),
    image: z.string().trim().min(1, `${M}.coverRequired`).max(512),
    title: text(300),
    title_en: text(300),
    summary: text(2000),
    summary_en: text(2000),
    text: richText,
    text_en: richText,
    news_status: z.boolean(),
  })
  .refine((item) => item.title !== '' || item.title_en !== '', { path: ['title'], message: `${M}.titleRequired` });
export type ConferenceNewsInput = z.input<typeof conferenceNewsSchema>;
export type ConferenceNewsValues = z.output<typeof conferenceNewsSchema>;

export const conferenceNewsIdSchema = z.object({ id: z.coerce.number().int().positive() });

export const conferenceNewsUpdateSchema = z.intersection(conferenceNewsIdSchema, conferenceNewsSchema);

/** The update-news list's page sizes; the first is the default. */
export const CONFERENCE_NEWS_PAGE_SIZES = [10, 20, 50] as const;

// The API answers these messages in the request's language, so they are the public validation texts.
const optionalId = z.coerce
  .number('validation.positiveInteger')
  .int('validation.positiveInteger')
  .positive('validation.positiveInteger')
  .optional();

/**
 * `GET /api/mw/get/news` and the update-news list: `?event=&category=&page=&limit=&search=`. No event or category
 * means all of them; `search` looks in both languages' titles. Anything malformed is refused (400).
 */
export const conferenceNewsQuerySchema = z.object({
  event: optionalId,
  category: optionalId,
  page: z.coerce
    .number('validation.positiveInteger')
    .int('validation.positiveInteger')
    .min(1, 'validation.positiveInteger')
    .default(1),
  limit: z.coerce
    .number('validation.invalid')
    .int('validation.invalid')
    .refine((size) => (CONFERENCE_NEWS_PAGE_SIZES as readonly number[]).includes(size), 'validation.invalid')
    .default(CONFERENCE_NEWS_PAGE_SIZES[0]),
  search: searchTerm({ tooLong: 'validation.term' }).default(''),
});
export type ConferenceNewsQuery = z.output<typeof conferenceNewsQuerySchema>;
