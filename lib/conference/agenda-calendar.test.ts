import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';

import { agendaCalendar } from './agenda-calendar';

const edition = { name: 'Mongolia Mining Week 2025', venue: 'Buyant-Ukhaa', timeZone: 'Asia/Ulaanbaatar' };
const days = [
  {
    id: 31,
    day: 1,
    date: '2025-09-11',
    images: [],
    sessions: [{ id: 310, startsAt: '09:00', endsAt: '10:00', title: 'Opening ceremony', place: 'Main hall' }],
  },
  {
    id: 32,
    day: 2,
    date: '2025-09-12',
    images: [],
    sessions: [{ id: 320, startsAt: '14:00', endsAt: '16:00', title: 'Infrastructure', place: '' }],
  },
];

/** The calendar's lines, unfolded (RFC 5545 folds long lines with CRLF and a space). */
const lines = (text: string) => text.replace(/\r\n /g, '').split('\r\n');

describe('agendaCalendar', () => {
  it('writes one event per session with a stable UID and local times in the edition’s zone', () => {
    const text = agendaCalendar({ edition, days, host: 'example.mn', url: 'https://example.mn/mw/agenda' });
    const all = lines(text);

    expect(all).toContain('UID:session-310@example.mn');
    expect(all).toContain('DTSTART;TZID=Asia/Ulaanbaatar:20250911T090000');
    expect(all).toContain('DTEND;TZID=Asia/Ulaanbaatar:20250911T100000');
    expect(all).toContain('DTSTART;TZID=Asia/Ulaanbaatar:20250912T140000');
    expect(all).toContain('LOCATION:Main hall\\, Buyant-Ukhaa');
    expect(all.filter((line) => line === 'BEGIN:VEVENT')).toHaveLength(2);
  });

  it('carries the zone’s definition before the events', () => {
    const all = lines(agendaCalendar({ edition, days, host: 'example.mn', url: 'https://example.mn/mw/agenda' }));
    const zone = all.slice(all.indexOf('BEGIN:VTIMEZONE'), all.indexOf('END:VTIMEZONE') + 1);

    expect(zone).toEqual([
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

  it('parses with a calendar library into the right instants, the zone taken from the file', () => {
    const calendar = new ICAL.Component(
      ICAL.parse(agendaCalendar({ edition, days, host: 'example.mn', url: 'https://example.mn/mw/agenda' })),
    );
    // Register the file's own zone: clients that do not know Asia/Ulaanbaatar read its offset from here.
    for (const zone of calendar.getAllSubcomponents('vtimezone')) ICAL.TimezoneService.register(zone);
    const events = calendar.getAllSubcomponents('vevent').map((component) => new ICAL.Event(component));

    expect(
      events.map((event) => [
        event.uid,
        event.summary,
        event.startDate.toJSDate().toISOString(),
        event.endDate.toJSDate().toISOString(),
      ]),
    ).toEqual([
      ['session-310@example.mn', 'Opening ceremony', '2025-09-11T01:00:00.000Z', '2025-09-11T02:00:00.000Z'],
      ['session-320@example.mn', 'Infrastructure', '2025-09-12T06:00:00.000Z', '2025-09-12T08:00:00.000Z'],
    ]);
    expect(events[0]?.startDate.zone?.tzid).toBe('Asia/Ulaanbaatar');
  });

  it('folds a Mongolian programme at 75 octets a line, and a calendar library reads the titles back whole', () => {
    const title = 'Уул уурхайн салбарын тогтвортой хөгжил ба хүний нөөцийн бодлого: төр, хувийн хэвшлийн түншлэл';
    const mongolian = [
      {
        id: 31,
        day: 1,
        date: '2025-09-11',
        images: [],
        sessions: [{ id: 311, startsAt: '10:00', endsAt: '11:00', title, place: 'Их танхим' }],
      },
    ];
    const text = agendaCalendar({
      edition: { ...edition, name: 'Уул уурхайн долоо хоног 2025' },
      days: mongolian,
      host: 'example.mn',
      url: 'https://example.mn/mw/agenda',
    });
    const event = new ICAL.Event(new ICAL.Component(ICAL.parse(text)).getFirstSubcomponent('vevent') ?? undefined);

    for (const line of text.split('\r\n')) expect(Buffer.byteLength(line, 'utf8')).toBeLessThanOrEqual(75);
    expect(event.summary).toBe(title);
    expect(event.location).toBe('Их танхим, Buyant-Ukhaa');
  });
});
