import { describe, expect, it } from 'vitest';

import { sessionSchema, sessionUpdateSchema } from './schema';

const M = 'admin.weekAgenda.programme.errors';
const valid = {
  event_date_id: 31,
  starts_at: '09:00',
  ends_at: '10:30',
  title: 'Нээлт',
  title_en: 'Opening',
  place: '',
  place_en: '',
};
const messages = (input: unknown) =>
  sessionSchema.safeParse(input).error?.issues.map((issue) => [issue.path[0], issue.message]);

describe('sessionSchema', () => {
  it('asks for the day, both times and both titles; the place is optional', () => {
    expect(messages({ starts_at: '', ends_at: '', title: ' ', title_en: '', place: '', place_en: '' })).toEqual([
      ['event_date_id', `${M}.dayRequired`],
      ['starts_at', `${M}.startRequired`],
      ['ends_at', `${M}.endRequired`],
      ['title', `${M}.titleRequired`],
      ['title_en', `${M}.titleEnRequired`],
    ]);
    expect(sessionSchema.parse(valid)).toEqual(valid);
  });

  it('wants the end after the start, even while another field is missing', () => {
    expect(messages({ ...valid, ends_at: '09:00' })).toEqual([['ends_at', `${M}.endBeforeStart`]]);
    expect(messages({ ...valid, starts_at: '14:00', ends_at: '09:30', title: '' })).toEqual([
      ['title', `${M}.titleRequired`],
      ['ends_at', `${M}.endBeforeStart`],
    ]);
    expect(sessionSchema.safeParse({ ...valid, starts_at: '23:00', ends_at: '23:59' }).success).toBe(true);
  });

  it('takes wall-clock times as HH:MM only', () => {
    for (const time of ['9:00', '24:00', '12:60', '12:00:00', 'noon']) {
      expect(messages({ ...valid, starts_at: time })).toEqual([['starts_at', `${M}.timeInvalid`]]);
    }
  });

  it('needs the id on update', () => {
    expect(sessionUpdateSchema.safeParse(valid).success).toBe(false);
    expect(sessionUpdateSchema.parse({ ...valid, id: 5 })).toEqual({ ...valid, id: 5 });
  });
});
