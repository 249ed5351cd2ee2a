import ICAL from 'ical.js';
import { createEvents } from 'ics';
import { describe, expect, it } from 'vitest';

import { inTimeZone, LOCAL_TIMES, localDateArray } from './zoned-times';

/** The calendar's lines, unfolded (RFC 5545 folds long lines with CRLF and a space or a tab). */
const lines = (text: string) => text.replace(/\r\n[ \t]/g, '').split('\r\n');

function calendarOf(dates: string[]): string {
  const { value } = createEvents(
    dates.map((date, index) => ({
      uid: `item-${index}@example.mn`,
      start: localDateArray(date, '10:00'),
      end: localDateArray(date, '11:30:00'),
      ...LOCAL_TIMES,
      title: `Item ${index}`,
    })),
  );

  return value ?? '';
}

describe('localDateArray', () => {
  it('reads a date and a time with or without seconds', () => {
    expect(localDateArray('2025-09-11', '09:05')).toEqual([2025, 9, 11, 9, 5]);
    expect(localDateArray('2025-09-11', '17:00:00')).toEqual([2025, 9, 11, 17, 0]);
  });
});

describe('inTimeZone', () => {
  it('names the zone on every start and end and defines it once, before the first event', () => {
    const all = lines(
      inTimeZone(calendarOf(['2025-09-11', '2025-09-12']), { timeZone: 'Asia/Ulaanbaatar', firstDate: '2025-09-11' }),
    );

    expect(all).toContain('DTSTART;TZID=Asia/Ulaanbaatar:20250911T100000');
    expect(all).toContain('DTEND;TZID=Asia/Ulaanbaatar:20250912T113000');
    expect(all.filter((line) => line === 'BEGIN:VTIMEZONE')).toHaveLength(1);
    expect(all.slice(all.indexOf('BEGIN:VTIMEZONE'), all.indexOf('END:VTIMEZONE') + 1)).toEqual([
      'BEGIN:VTIMEZONE',
      'TZID:Asia/Ulaanbaatar',
      'BEGIN:STANDARD',
      'DTSTART:19700101T000000',
      'TZOFFSETFROM:+0800',
      'TZOFFSETTO:+0800',
      'END:STANDARD',
      'END:VTIMEZONE',
    ]);
    expect(all.indexOf('END:VTIMEZONE')).toBeLessThan(all.indexOf('BEGIN:VEVENT'));
  });

  it('gives instants a calendar library reads from the file alone', () => {
    const calendar = new ICAL.Component(
      ICAL.parse(inTimeZone(calendarOf(['2025-09-11']), { timeZone: 'Asia/Ulaanbaatar', firstDate: '2025-09-11' })),
    );
    for (const zone of calendar.getAllSubcomponents('vtimezone')) ICAL.TimezoneService.register(zone);
    const [event] = calendar.getAllSubcomponents('vevent').map((component) => new ICAL.Event(component));

    expect(event?.startDate.toJSDate().toISOString()).toBe('2025-09-11T02:00:00.000Z');
    expect(event?.endDate.toJSDate().toISOString()).toBe('2025-09-11T03:30:00.000Z');
  });

  it('leaves a calendar without events without a zone', () => {
    const { value } = createEvents([], { productId: '-//example.mn//feed//EN' });
    const zoned = inTimeZone(value ?? '', { timeZone: 'Asia/Ulaanbaatar' });

    expect(zoned).toContain('BEGIN:VCALENDAR');
    expect(zoned).not.toContain('VTIMEZONE');
  });
});
