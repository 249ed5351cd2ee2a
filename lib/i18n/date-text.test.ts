import { describe, expect, it } from 'vitest';

import { type DateTextStyle, formatDateText } from './date-text';
import { SITE_TIME_ZONE } from './routing';

/** What Node's full ICU data writes for Mongolian, the reference the hand-written patterns follow. */
const CLDR_MONGOLIAN: Record<DateTextStyle, Intl.DateTimeFormatOptions> = {
  date: { dateStyle: 'short' },
  dateTime: { dateStyle: 'short', timeStyle: 'short' },
  dateTimeSeconds: { dateStyle: 'short', timeStyle: 'medium' },
  longDate: { dateStyle: 'medium' },
  longDateTime: { dateStyle: 'medium', timeStyle: 'short' },
  monthDay: { month: 'short', day: 'numeric' },
};

const INSTANTS = ['2025-01-05T01:05:05Z', '2025-09-11T06:30:00Z', '2024-12-31T16:00:00Z', '2026-02-28T23:59:59Z', '2025-10-10T14:07:45.500Z'];

describe('formatDateText', () => {
  it('writes Mongolian exactly as CLDR does, in the association’s time zone', () => {
    expect(Intl.DateTimeFormat.supportedLocalesOf(['mn'])).toEqual(['mn']);
    for (const instant of INSTANTS) {
      for (const [style, options] of Object.entries(CLDR_MONGOLIAN) as [DateTextStyle, Intl.DateTimeFormatOptions][]) {
        const reference = new Intl.DateTimeFormat('mn', { ...options, timeZone: SITE_TIME_ZONE }).format(new Date(instant));
        expect(formatDateText('mn', instant, style), `${style} of ${instant}`).toBe(reference);
      }
    }
  });

  it('takes the day in Ulaanbaatar, where a UTC evening is already the next morning', () => {
    expect(formatDateText('mn', '2024-12-31T16:00:00Z', 'dateTime')).toBe('2025.01.01 00:00');
    expect(formatDateText('mn', '2024-12-31T16:00:00Z', 'date', 'UTC')).toBe('2024.12.31');
  });

  it('leaves English to Intl', () => {
    expect(formatDateText('en', new Date('2025-09-11T06:30:00Z'), 'longDate')).toBe('Sep 11, 2025');
    expect(formatDateText('en', '2025-09-11T06:30:00Z', 'monthDay')).toBe('Sep 11');
  });
});
