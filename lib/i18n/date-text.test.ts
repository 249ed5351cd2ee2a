import { describe, expect, it } from 'vitest';

import { type DateTextStyle, formatCalendarDay, formatDateText } from './date-text';
import { SITE_TIME_ZONE } from './routing';

/** What Node's full ICU data writes for Mongolian, the reference the hand-written patterns follow. */
const CLDR_MONGOLIAN: Record<Exclude<DateTextStyle, 'weekdayDate' | 'weekdayDateTime'>, Intl.DateTimeFormatOptions> = {
  date: { dateStyle: 'short' },
  dateTime: { dateStyle: 'short', timeStyle: 'short' },
  dateTimeSeconds: { dateStyle: 'short', timeStyle: 'medium' },
  longDate: { dateStyle: 'medium' },
  longDateTime: { dateStyle: 'medium', timeStyle: 'short' },
  monthDay: { month: 'short', day: 'numeric' },
};

const INSTANTS = [
  '2025-01-05T01:05:05Z',
  '2025-09-11T06:30:00Z',
  '2024-12-31T16:00:00Z',
  '2026-02-28T23:59:59Z',
  '2025-10-10T14:07:45.500Z',
];

describe('formatDateText', () => {
  it('writes Mongolian exactly as CLDR does, in the association’s time zone', () => {
    expect(Intl.DateTimeFormat.supportedLocalesOf(['mn'])).toEqual(['mn']);
    for (const instant of INSTANTS) {
      for (const [style, options] of Object.entries(CLDR_MONGOLIAN) as [
        keyof typeof CLDR_MONGOLIAN,
        Intl.DateTimeFormatOptions,
      ][]) {
        const reference = new Intl.DateTimeFormat('mn', { ...options, timeZone: SITE_TIME_ZONE }).format(
          new Date(instant),
        );
        expect(formatDateText('mn', instant, style), `${style} of ${instant}`).toBe(reference);
      }
    }
  });

  it('takes the day in Ulaanbaatar, where a UTC evening is already the next morning', () => {
    expect(formatDateText('mn', '2024-12-31T16:00:00Z', 'dateTime')).toBe('2025.01.01 00:00');
    expect(formatDateText('mn', '2024-12-31T16:00:00Z', 'date', 'UTC')).toBe('2024.12.31');
  });

  it('writes English with the month named, never in the US numeric order', () => {
    expect(formatDateText('en', new Date('2025-09-11T06:30:00Z'), 'longDate')).toBe('Sep 11, 2025');
    expect(formatDateText('en', '2025-09-11T06:30:00Z', 'date')).toBe('Sep 11, 2025');
    expect(formatDateText('en', '2025-09-11T06:30:00Z', 'dateTime')).toBe('Sep 11, 2025, 2:30 PM');
    expect(formatDateText('en', '2025-09-11T06:30:00Z', 'monthDay')).toBe('Sep 11');
  });

  it('adds the weekday where a person plans by it', () => {
    expect(formatDateText('en', '2026-12-13T06:30:00Z', 'weekdayDate')).toBe('Sun, Dec 13, 2026');
    expect(formatDateText('mn', '2026-12-13T06:30:00Z', 'weekdayDateTime')).toBe('2026.12.13, Ням 14:30');
    expect(formatCalendarDay('mn', '2026-12-14')).toBe('2026.12.14, Даваа');
    expect(formatCalendarDay('en', '2026-12-19')).toBe('Sat, Dec 19, 2026');
    for (const [day, weekday] of [
      [13, 'ням'],
      [16, 'лхагва'],
    ] as const) {
      const reference = new Intl.DateTimeFormat('mn', { weekday: 'long', timeZone: 'UTC' }).format(
        new Date(Date.UTC(2026, 11, day)),
      );
      expect(formatCalendarDay('mn', `2026-12-${day}`).toLowerCase()).toContain(reference.toLowerCase());
      expect(reference.toLowerCase()).toBe(weekday);
    }
  });
});
