import { describe, expect, it } from 'vitest';

import { eventDaySchema, eventDatesQuerySchema, isWithinEdition } from './schema';

const M = 'admin.weekProgramme.eventDates';
const messages = (result: { error?: { issues: { message: string }[] } }) =>
  result.error?.issues.map((issue) => issue.message);

describe('eventDaySchema', () => {
  it('asks for the day number and the date', () => {
    expect(messages(eventDaySchema.safeParse({ event_id: 2, day: Number.NaN, event_date: '' }))).toEqual([
      `${M}.dayRequired`,
      `${M}.dateRequired`,
    ]);
    expect(messages(eventDaySchema.safeParse({ event_id: 2, day: 0, event_date: '2024-02-30' }))).toEqual([
      `${M}.dayInvalid`,
      `${M}.dateInvalid`,
    ]);
    expect(eventDaySchema.safeParse({ event_id: 2, day: 5, event_date: '2024-10-05' }).success).toBe(true);
  });

  it('knows an edition’s range, both ends included', () => {
    const range = { startsOn: '2024-10-02', endsOn: '2024-10-05' };
    expect(
      ['2024-10-02', '2024-10-05', '2024-10-01', '2024-10-06'].map((date) => isWithinEdition(date, range)),
    ).toEqual([true, true, false, false]);
  });
});

describe('eventDatesQuerySchema', () => {
  it('takes language all (the default), 1 or 2, and an edition', () => {
    expect(eventDatesQuerySchema.parse({})).toEqual({ language: 'all' });
    expect(eventDatesQuerySchema.parse({ language: '2', event: '3' })).toEqual({ language: '2', event: 3 });
    expect(eventDatesQuerySchema.safeParse({ language: 'mn' }).success).toBe(false);
    expect(eventDatesQuerySchema.safeParse({ event: '-1' }).success).toBe(false);
  });
});
