import { describe, expect, it } from 'vitest';

import {
  addDays,
  dateInputBounds,
  defaultDateRange,
  isIsoDate,
  lenientIsoDate,
  normalizeRange,
  rangeInstants,
  todayInUlaanbaatar,
} from './date-range';

describe('isIsoDate', () => {
  it('accepts real yyyy-mm-dd days only', () => {
    expect(isIsoDate('2026-11-22')).toBe(true);
    expect(isIsoDate('2028-02-29')).toBe(true);
    expect(isIsoDate('2026-02-30')).toBe(false);
    expect(isIsoDate('2026-1-5')).toBe(false);
    expect(isIsoDate('22/11/2026')).toBe(false);
    expect(isIsoDate(undefined)).toBe(false);
    expect(['2024-02-29', '2025-12-31'].map(isIsoDate)).toEqual([true, true]);
    expect(['2025-02-29', '2025-13-01', '5.10.2024', '2024-10-5'].map(isIsoDate)).toEqual([false, false, false, false]);
  });

  it('reads a query day leniently: anything but a real day is no day', () => {
    expect(lenientIsoDate.parse('2026-11-22')).toBe('2026-11-22');
    expect(lenientIsoDate.parse('2026-02-30')).toBeUndefined();
    expect(lenientIsoDate.parse(['2026-11-22'])).toBeUndefined();
    expect(lenientIsoDate.parse(undefined)).toBeUndefined();
  });
});

describe('today and the default range in Ulaanbaatar (UTC+8)', () => {
  it('is already tomorrow in Ulaanbaatar from 16:00 UTC', () => {
    expect(todayInUlaanbaatar(new Date('2026-11-22T15:59:00Z'))).toBe('2026-11-22');
    expect(todayInUlaanbaatar(new Date('2026-11-22T16:00:00Z'))).toBe('2026-11-23');
  });

  it('opens on the last 7 days up to today', () => {
    expect(defaultDateRange(new Date('2026-11-22T03:00:00Z'))).toEqual({ start: '2026-11-15', end: '2026-11-22' });
    expect(defaultDateRange(new Date('2026-03-02T20:00:00Z'))).toEqual({ start: '2026-02-24', end: '2026-03-03' });
  });

  it('adds days across months and years', () => {
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
  });
});

describe('the date range rules', () => {
  it('moves the end to the start when the start becomes later', () => {
    expect(normalizeRange({ start: '2026-11-25', end: '2026-11-22' })).toEqual({
      start: '2026-11-25',
      end: '2026-11-25',
    });
  });

  it('keeps an ordered range as it is', () => {
    expect(normalizeRange({ start: '2026-11-15', end: '2026-11-22' })).toEqual({
      start: '2026-11-15',
      end: '2026-11-22',
    });
    expect(normalizeRange({ start: '2026-11-22', end: '2026-11-22' })).toEqual({
      start: '2026-11-22',
      end: '2026-11-22',
    });
  });

  it('limits the start picker by the end and the end picker by the start', () => {
    expect(dateInputBounds({ start: '2026-11-15', end: '2026-11-22' })).toEqual({
      startMax: '2026-11-22',
      endMin: '2026-11-15',
    });
  });

  it('covers whole Ulaanbaatar days, the end day included', () => {
    const { from, until } = rangeInstants({ start: '2026-11-15', end: '2026-11-22' });
    expect(from?.toISOString()).toBe('2026-11-14T16:00:00.000Z');
    expect(until?.toISOString()).toBe('2026-11-22T16:00:00.000Z');
    expect(rangeInstants({})).toEqual({ from: undefined, until: undefined });
  });
});
