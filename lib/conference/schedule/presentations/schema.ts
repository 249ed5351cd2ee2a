import { z } from 'zod';

import { LOCALES } from '@/lib/i18n/routing';

import { queryIdSchema, rowIdSchema } from '../ids';
import { orderedIdsSchema } from '../order';

const M = 'admin.weekAgenda.presentations.errors';

const name = (required: string) => z.string().trim().min(1, required).max(300, `${M}.tooLong`);
const choice = (required: string) => z.number(required).int(required).positive(required).max(2_147_483_647, required);

/**
 * A presentation given in a hall on a day (seeds 3 Presentation: present_name, present_url), named in both
 * languages, with its PDF (a stored key of the pdf upload kind). Day and hall must be of the same edition.
 */
export const presentationSchema = z.object({
  event_date_id: choice(`${M}.dayRequired`),
  hall_id: choice(`${M}.hallRequired`),
  present_name: name(`${M}.nameRequired`),
  present_name_en: name(`${M}.nameEnRequired`),
  document: z.string().trim().min(1, `${M}.documentRequired`).max(512, `${M}.documentInvalid`),
});
export type PresentationInput = z.input<typeof presentationSchema>;

export const presentationUpdateSchema = presentationSchema.extend({ id: rowIdSchema });

/** The presentations of one day in one hall in their new order, first to last. */
export const presentationOrderSchema = z.object({
  event_date_id: rowIdSchema,
  hall_id: rowIdSchema,
  ids: orderedIdsSchema,
});

/** Seeds 7.1 `GET /get/presentation?hall=&agenda=` (agenda: the day's id); names in the language of `lang`. */
export const presentationQuerySchema = z.object({
  hall: queryIdSchema,
  agenda: queryIdSchema,
  lang: z.enum(LOCALES, 'validation.lang').default('mn'),
});

/** The presentation screen's URL: the edition, and the day and hall whose presentations are listed (ids). */
export const presentationScreenQuerySchema = z.object({
  event: queryIdSchema.optional(),
  day: queryIdSchema.optional(),
  hall: queryIdSchema.optional(),
});
