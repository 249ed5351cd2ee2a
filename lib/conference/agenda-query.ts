import { z } from 'zod';

import { LOCALES } from '@/lib/i18n/routing';

const positiveInteger = (max: number) =>
  z.coerce
    .number({ message: 'validation.positiveInteger' })
    .int('validation.positiveInteger')
    .min(1, 'validation.positiveInteger')
    .max(max, 'validation.positiveInteger');

/** Seeds 9: the conference API's language codes. */
const LANGUAGE_CODES = { '1': 'mn', '2': 'en' } as const;

/**
 * GET /api/mw/get/agenda and /api/mw/agenda.ics (seeds 7.1): `event` is an edition's id (the current one when
 * left out), `language` 1 (mn) or 2 (en), or `lang` as elsewhere in the API; `day` narrows to one day.
 */
export const agendaQueryFieldsSchema = z.object({
  event: positiveInteger(100_000).optional(),
  language: z.enum(['1', '2'], { message: 'validation.lang' }).optional(),
  lang: z.enum(LOCALES, { message: 'validation.lang' }).optional(),
  day: positiveInteger(31).optional(),
});

export const agendaQuerySchema = agendaQueryFieldsSchema.transform(({ event, language, lang, day }) => ({
  eventId: event,
  locale: language ? LANGUAGE_CODES[language] : (lang ?? 'mn'),
  day,
}));

export type AgendaQuery = z.output<typeof agendaQuerySchema>;
