import { z } from 'zod';

import { isIsoDate } from '@/lib/list-query/date-range';

import { queryId, recordId } from '../query-fields';

const M = 'admin.weekProgramme.eventDates';

export type EditionRange = { startsOn: string; endsOn: string };

/** A day of an edition lies between its first and last date, both included (ISO dates compare as text). */
export function isWithinEdition(date: string, { startsOn, endsOn }: EditionRange): boolean {
  return date >= startsOn && date <= endsOn;
}

/**
 * An edition's day: its number and date. The number is unique within the edition and the date lies within the
 * edition's dates; both need the database, so the action checks them and answers with the field's message.
 */
export const eventDaySchema = z.object({
  event_id: recordId(),
  day: z.number(`${M}.dayRequired`).int(`${M}.dayInvalid`).min(1, `${M}.dayInvalid`).max(31, `${M}.dayInvalid`),
  event_date: z
    .string()
    .trim()
    .min(1, { message: `${M}.dateRequired`, abort: true })
    .refine(isIsoDate, `${M}.dateInvalid`),
});
export type EventDayInput = z.input<typeof eventDaySchema>;
export type EventDayValues = z.output<typeof eventDaySchema>;

/** An edit keeps the day in its edition (its agenda, programme and photos hang on it). */
export const eventDayUpdateSchema = eventDaySchema.extend({ id: recordId() });
export type EventDayUpdateValues = z.output<typeof eventDayUpdateSchema>;

export const eventDayIdSchema = z.object({ id: recordId() });

// GET /api/mw/get/event-dates (seeds 7.2: language, an id or all); event narrows the list to one edition
export const eventDatesQuerySchema = z.object({
  language: z.enum(['all', '1', '2'], { message: 'validation.invalid' }).default('all'),
  event: queryId().optional(),
});
export type EventDatesQuery = z.output<typeof eventDatesQuerySchema>;
