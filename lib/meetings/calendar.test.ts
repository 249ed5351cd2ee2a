import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';

import { meetingCalendar } from './calendar';
import type { MeetingView } from './meeting-view';

const MEETING: MeetingView = {
  meeting_id: 12,
  id: 12,
  meeting_number: 'M-000012',
  meeting_status: 'pending',
  meeting_date: '2025-09-11',
  meeting_time: '17:00',
  sender_id: 1,
  receiver_id: 2,
  sender_name: 'Говийн Зэс "ХХК"',
  sender_name_en: 'Gobi Copper LLC',
  receiver_name: 'Б.Болормаа',
  receiver_name_en: 'B. Bolormaa',
  sender_email: 'sales@gobi.example.mn',
  receiver_email: 'bolormaa@example.mn',
  description: 'Тээврийн гэрээ; үнэ, хугацаа',
  meeting_description: 'Тээврийн гэрээ; үнэ, хугацаа',
  room_id: 3,
  room_number: 'Алтай 101',
  room_number_en: 'Altai 101',
  capacity: 4,
  room_pic: '',
  created_at: '2025-09-01T02:00:00.000Z',
};

/** The calendar parsed by a calendar library, its own VTIMEZONE registered as a client without the zone would. */
function parse(text: string) {
  const calendar = new ICAL.Component(ICAL.parse(text));
  for (const zone of calendar.getAllSubcomponents('vtimezone')) ICAL.TimezoneService.register(zone);
  const events = calendar
    .getAllSubcomponents('vevent')
    .map((component) => ({ component, event: new ICAL.Event(component) }));

  return { calendar, events, method: calendar.getFirstPropertyValue('method') };
}

describe('meetingCalendar', () => {
  const invitation = meetingCalendar({ meetings: [{ meeting: MEETING, sequence: 0 }], method: 'REQUEST' });
  const acceptance = meetingCalendar({
    meetings: [{ meeting: { ...MEETING, meeting_status: 'accepted' }, sequence: 1 }],
    method: 'REQUEST',
  });
  const cancellation = meetingCalendar({
    meetings: [{ meeting: { ...MEETING, meeting_status: 'cancelled' }, sequence: 2 }],
    method: 'CANCEL',
  });

  it('writes one event in the expo’s zone, with its VTIMEZONE, for an hour', () => {
    const { events, calendar } = parse(invitation);
    const [first] = events;

    expect(events).toHaveLength(1);
    expect(invitation).toContain('DTSTART;TZID=Asia/Ulaanbaatar:20250911T170000');
    expect(invitation).toContain('DTEND;TZID=Asia/Ulaanbaatar:20250911T180000');
    expect(calendar.getFirstSubcomponent('vtimezone')?.getFirstPropertyValue('tzid')).toBe('Asia/Ulaanbaatar');
    expect(first?.event.startDate.zone?.tzid).toBe('Asia/Ulaanbaatar');
    expect(first?.event.startDate.toJSDate().toISOString()).toBe('2025-09-11T09:00:00.000Z');
    expect(first?.event.endDate.toJSDate().toISOString()).toBe('2025-09-11T10:00:00.000Z');
  });

  it('names both people and the room, the room as location and the purpose as description', () => {
    const [first] = parse(invitation).events;

    expect(first?.event.summary).toBe('Уулзалт / Meeting: Говийн Зэс "ХХК" – Б.Болормаа (Алтай 101 / Altai 101)');
    expect(first?.event.location).toBe('Алтай 101 / Altai 101');
    expect(first?.event.description).toBe('Тээврийн гэрээ; үнэ, хугацаа');
    expect(first?.component.getFirstPropertyValue('organizer')).toBe('MAILTO:sales@gobi.example.mn');
    expect(first?.component.getFirstProperty('organizer')?.getParameter('cn')).toBe("Говийн Зэс 'ХХК'");
    expect(first?.component.getFirstPropertyValue('attendee')).toBe('mailto:bolormaa@example.mn');
    expect(first?.component.getFirstProperty('attendee')?.getParameter('partstat')).toBe('NEEDS-ACTION');
  });

  it('keeps the UID across the invitation, the acceptance and the cancellation, with a rising SEQUENCE', () => {
    const versions = [invitation, acceptance, cancellation].map(parse);

    expect(versions.map((version) => version.events[0]?.event.uid)).toEqual([
      'meeting-12@localhost',
      'meeting-12@localhost',
      'meeting-12@localhost',
    ]);
    expect(versions.map((version) => version.events[0]?.event.sequence)).toEqual([0, 1, 2]);
    expect(versions.map((version) => version.method)).toEqual(['REQUEST', 'REQUEST', 'CANCEL']);
    expect(versions.map((version) => version.events[0]?.component.getFirstPropertyValue('status'))).toEqual([
      'TENTATIVE',
      'CONFIRMED',
      'CANCELLED',
    ]);
    expect(versions[1]?.events[0]?.component.getFirstProperty('attendee')?.getParameter('partstat')).toBe('ACCEPTED');
  });

  it('says STATUS:CANCELLED in every CANCEL, whatever status the meeting has', () => {
    const [first] = parse(meetingCalendar({ meetings: [{ meeting: MEETING, sequence: 1 }], method: 'CANCEL' })).events;

    expect(first?.component.getFirstPropertyValue('status')).toBe('CANCELLED');
  });

  it('publishes several meetings as a named feed, with the zone defined once', () => {
    const feed = meetingCalendar({
      meetings: [
        { meeting: { ...MEETING, id: 13, meeting_date: '2025-09-12', meeting_time: '10:00' }, sequence: 0 },
        { meeting: { ...MEETING, meeting_status: 'cancelled' }, sequence: 3 },
      ],
      method: 'PUBLISH',
      name: 'Уулзалтууд',
    });
    const { calendar, events, method } = parse(feed);

    expect(method).toBe('PUBLISH');
    expect(calendar.getFirstPropertyValue('x-wr-calname')).toBe('Уулзалтууд');
    expect(calendar.getAllSubcomponents('vtimezone')).toHaveLength(1);
    expect(events.map(({ event, component }) => [event.uid, component.getFirstPropertyValue('status')])).toEqual([
      ['meeting-13@localhost', 'TENTATIVE'],
      ['meeting-12@localhost', 'CANCELLED'],
    ]);
  });

  it('folds Mongolian text at 75 octets, not characters, and a calendar library reads it back whole', () => {
    const long = {
      ...MEETING,
      sender_name: 'Цэнхэр Тэнгэр Тоног Төхөөрөмж ХХК',
      receiver_name: 'Сайншанд Ногоон Эрчим Хүч ХХК',
      room_number: 'Хэнтий 201',
      room_number_en: '',
      description: 'Уурхайн тээврийн хэрэгслийн сэлбэг, засвар үйлчилгээний урт хугацааны гэрээний нөхцөл',
    };
    const text = meetingCalendar({ meetings: [{ meeting: long, sequence: 0 }], method: 'REQUEST' });
    const [first] = parse(text).events;

    for (const line of text.split('\r\n')) expect(Buffer.byteLength(line, 'utf8')).toBeLessThanOrEqual(75);
    expect(first?.event.summary).toBe(
      'Уулзалт / Meeting: Цэнхэр Тэнгэр Тоног Төхөөрөмж ХХК – Сайншанд Ногоон Эрчим Хүч ХХК (Хэнтий 201)',
    );
    expect(first?.event.description).toBe(long.description);
    expect(first?.component.getFirstProperty('organizer')?.getParameter('cn')).toBe(long.sender_name);
  });

  it('writes a valid empty feed', () => {
    const { events, method } = parse(meetingCalendar({ meetings: [], method: 'PUBLISH' }));

    expect(method).toBe('PUBLISH');
    expect(events).toEqual([]);
  });
});
