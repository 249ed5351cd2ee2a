import ICAL from 'ical.js';
import { beforeAll, describe, expect, it } from 'vitest';

import { db } from '@/db';
import { meetings } from '@/db/schema';
// Renamed on import: the fixture registers Vitest hooks, it is no React hook.
import { useTestDatabase as prepareTestDatabase } from '@/tests/fixtures/database';

import { calendarFeedOf, calendarTokenOf } from './calendar-feed';
import { rotateCalendarToken } from './calendar-token-writes';
import { dayFromToday, insertMeetingFixtures } from '@/tests/fixtures/meetings';

prepareTestDatabase();

beforeAll(async () => {
  await insertMeetingFixtures({
    users: 3,
    rooms: 2,
    times: [
      { id: 1, date: dayFromToday(1), time: '10:00' },
      { id: 2, date: dayFromToday(1), time: '11:00' },
    ],
  });
  await db.insert(meetings).values([
    { id: 1, senderId: 1, receiverId: 2, roomId: 1, timeId: 1, status: 'accepted', sequence: 1 },
    { id: 2, senderId: 3, receiverId: 1, roomId: 2, timeId: 2, status: 'cancelled', sequence: 2, cancelledBy: 3 },
    { id: 3, senderId: 2, receiverId: 3, roomId: 1, timeId: 2 },
  ]);
});

describe('calendarFeedOf', () => {
  it('publishes the attendee’s meetings, the cancelled ones as cancelled, with their SEQUENCE', async () => {
    const feed = await calendarFeedOf('feed-1');
    const calendar = new ICAL.Component(ICAL.parse(feed ?? ''));
    const events = calendar.getAllSubcomponents('vevent');

    expect(calendar.getFirstPropertyValue('method')).toBe('PUBLISH');
    expect(calendar.getAllSubcomponents('vtimezone')).toHaveLength(1);
    expect(
      events.map((event) => [
        event.getFirstPropertyValue('uid'),
        event.getFirstPropertyValue('status'),
        event.getFirstPropertyValue('sequence'),
      ]),
    ).toEqual([
      ['meeting-1@localhost', 'CONFIRMED', 1],
      ['meeting-2@localhost', 'CANCELLED', 2],
    ]);
  });

  it('answers null for an unknown secret', async () => {
    expect(await calendarFeedOf('page-1')).toBeNull();
    expect(await calendarFeedOf('')).toBeNull();
  });
});

describe('calendar tokens', () => {
  it('gives the attendee’s secret, and a new one that ends the old address at once', async () => {
    expect(await calendarTokenOf(2)).toBe('feed-2');

    const rotated = await rotateCalendarToken(2);

    expect(rotated).toMatch(/^[A-Za-z0-9_-]{32}$/);
    expect(await calendarTokenOf(2)).toBe(rotated);
    expect(await calendarFeedOf('feed-2')).toBeNull();
    expect(await calendarFeedOf(rotated)).toContain('UID:meeting-1@localhost');
  });

  it('refuses an unknown user', async () => {
    await expect(calendarTokenOf(99)).rejects.toThrow();
    await expect(rotateCalendarToken(99)).rejects.toThrow();
  });
});
