import { z } from 'zod';

import { rowIdSchema } from '../ids';

const M = 'admin.weekAgenda.programme.errors';

/** A wall-clock time as `<input type="time">` gives it: `HH:MM`, 00:00 to 23:59. */
const CLOCK_TIME = /^([01]\d|2[0-3]):[0-5]\d$/;

const clockTime = (required: string) =>
  z.string().trim().min(1, { message: required, abort: true }).regex(CLOCK_TIME, `${M}.timeInvalid`);

/** Whether both times of a session are well formed, so that their order can be judged. */
function hasClockTimes(value: unknown): boolean {
  const { starts_at: startsAt, ends_at: endsAt } = (value ?? {}) as Record<string, unknown>;

  return (
    typeof startsAt === 'string' &&
    typeof endsAt === 'string' &&
    CLOCK_TIME.test(startsAt.trim()) &&
    CLOCK_TIME.test(endsAt.trim())
  );
}

const text = (max: number) => z.string().trim().max(max, `${M}.tooLong`);

/**
 * One item of a day's programme: its start and end in the edition's time zone (the end after the start, as the
 * table's check also insists), its title in both languages and, when it has one, its place.
 */
export const sessionSchema = z
  .object({
    event_date_id: z
      .number(`${M}.dayRequired`)
      .int(`${M}.dayRequired`)
      .positive(`${M}.dayRequired`)
      .max(2_147_483_647, `${M}.dayRequired`),
    starts_at: clockTime(`${M}.startRequired`),
    ends_at: clockTime(`${M}.endRequired`),
    title: text(300).min(1, `${M}.titleRequired`),
    title_en: text(300).min(1, `${M}.titleEnRequired`),
    place: text(200),
    place_en: text(200),
  })
  // Zero-padded HH:MM strings order as the times do; judged even while other fields still miss, so all show at once.
  .refine((session) => session.ends_at > session.starts_at, {
    message: `${M}.endBeforeStart`,
    path: ['ends_at'],
    when: ({ value }) => hasClockTimes(value),
  });
export type SessionInput = z.input<typeof sessionSchema>;
export type SessionValues = z.output<typeof sessionSchema>;

export const sessionUpdateSchema = z.intersection(z.object({ id: rowIdSchema }), sessionSchema);
