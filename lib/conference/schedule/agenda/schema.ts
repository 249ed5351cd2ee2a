import { z } from 'zod';

import { queryIdSchema, rowIdSchema } from '../ids';
import { LANGUAGE_IDS } from '../languages';

const M = 'admin.weekAgenda.agenda.errors';

/** Seeds 9: the agenda grid shows 10, 20 or 50 rows (default 10). */
export const AGENDA_PAGE_SIZES = [10, 20, 50] as const;

/**
 * Seeds 5 and 7.2 `POST /insert/agenda`: language, agenda date and image are all required (in the form's order);
 * the image is a stored jpeg/png key (the upload route checked its content).
 */
export const agendaImageSchema = z.object({
  language_id: z.literal(LANGUAGE_IDS, `${M}.languageRequired`),
  event_date_id: z
    .number(`${M}.dayRequired`)
    .int(`${M}.dayRequired`)
    .positive(`${M}.dayRequired`)
    .max(2_147_483_647, `${M}.dayRequired`),
  image: z.string().trim().min(1, `${M}.imageRequired`).max(512, `${M}.imageInvalid`),
});
export type AgendaImageInput = z.input<typeof agendaImageSchema>;

/** Seeds 7.2 `POST /update/agenda`: the same fields and the row's id. */
export const agendaImageUpdateSchema = agendaImageSchema.extend({ id: rowIdSchema });

/**
 * Seeds 7.2 `GET /get/agenda?event=&page=&limit=&language=`: `event` an edition's id (the current one when left
 * out), `language` 1, 2 or all.
 */
export const agendaListQuerySchema = z.object({
  event: queryIdSchema.optional(),
  language: z.enum(['all', '1', '2'], 'validation.invalid').default('all'),
  page: queryIdSchema.default(1),
  limit: z.coerce
    .number({ message: 'validation.invalid' })
    .refine((size) => (AGENDA_PAGE_SIZES as readonly number[]).includes(size), 'validation.invalid')
    .default(AGENDA_PAGE_SIZES[0]),
});
export type AgendaListQuery = z.output<typeof agendaListQuerySchema>;

/** The agenda screen's URL: the grid's query and the day whose programme is shown (`day`, its id). */
export const agendaScreenQuerySchema = agendaListQuerySchema.extend({ day: queryIdSchema.optional() });
