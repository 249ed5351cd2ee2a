import { z } from 'zod';

import { isTimeZone } from './time-zones';

/** Messages are keys of messages/mn/admin-screens/week-editions.json. */
const M = 'admin.weekEditions.errors';

export const DEFAULT_TIME_ZONE = 'Asia/Ulaanbaatar';

const text = (max: number) => z.string().trim().max(max, `${M}.tooLong`);
const required = (max: number, message: string) => text(max).min(1, { message, abort: true });
const calendarDate = z.iso.date(`${M}.dateInvalid`);

/**
 * An edition as staff create and edit it. The year is the archive's address (/mw/{year}), so it must be the year
 * the edition starts in; the end may not come before the start (the table's check says the same).
 */
export const editionSchema = z
  .object({
    name: required(300, `${M}.nameRequired`),
    name_en: required(300, `${M}.nameEnRequired`),
    year: z.coerce
      .number(`${M}.yearInvalid`)
      .int(`${M}.yearInvalid`)
      .min(2000, `${M}.yearInvalid`)
      .max(2100, `${M}.yearInvalid`),
    starts_on: calendarDate,
    ends_on: calendarDate,
    venue: required(300, `${M}.venueRequired`),
    venue_en: text(300).default(''),
    time_zone: z.string().trim().refine(isTimeZone, `${M}.timeZoneInvalid`),
  })
  .superRefine((edition, context) => {
    if (edition.starts_on.slice(0, 4) !== String(edition.year)) {
      context.addIssue({ code: 'custom', path: ['starts_on'], message: `${M}.startYear` });
    }
    if (edition.ends_on < edition.starts_on)
      context.addIssue({ code: 'custom', path: ['ends_on'], message: `${M}.datesOrder` });
  });
export type EditionInput = z.input<typeof editionSchema>;
export type EditionValues = z.output<typeof editionSchema>;

export const editionIdSchema = z.object({ id: z.coerce.number().int().positive() });

export const editionUpdateSchema = z.intersection(editionIdSchema, editionSchema);
