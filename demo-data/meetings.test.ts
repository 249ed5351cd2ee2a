import { count, eq } from 'drizzle-orm';
import { fileTypeFromBuffer } from 'file-type';
import { beforeAll, describe, expect, it } from 'vitest';

import { db } from '@/db';
import { meetingRooms, meetings, meetingTimes, meetingUsers } from '@/db/schema';
import { jobQueueSummary } from '@/lib/jobs/queue-summary';
import { listAvailability } from '@/lib/meetings/queries';
// Renamed on import: the fixture registers Vitest hooks, it is no React hook.
import { useTestDatabase as prepareTestDatabase } from '@/tests/fixtures/database';

import { createSeedClock } from './clock';
import { meetingsPart } from './meetings';

prepareTestDatabase();

const NOW = new Date();
const part = meetingsPart({ clock: createSeedClock(NOW) });

beforeAll(async () => {
  await part.insert(db);
});

const queuedReminders = async () => (await jobQueueSummary()).find(({ kind }) => kind === 'meeting-reminder')?.queued;

describe('meetingsPart', () => {
  it('gives the same rows when run again', async () => {
    const counts = async () => [
      ...(await Promise.all([meetingUsers, meetingTimes, meetingRooms, meetings].map((table) => db.$count(table)))),
      await queuedReminders(),
    ];
    const first = await counts();
    await part.insert(db);

    expect(await counts()).toEqual(first);
  });

  it('registers the three demo sign-ins and at least 20 more users of every type, with unique tokens', async () => {
    const users = await db.select().from(meetingUsers);

    expect(users.length).toBeGreaterThanOrEqual(23);
    expect(
      users
        .filter((user) => ['exhibitor@example.com', 'sponsor@example.com', 'attendee@example.com'].includes(user.email))
        .map((user) => user.userType)
        .sort(),
    ).toEqual(['Attendee', 'Exhibitor', 'Sponsor']);
    expect(new Set(users.map((user) => user.userType))).toEqual(new Set(['Exhibitor', 'Sponsor', 'Attendee']));
    const tokens = users.flatMap((user) => [user.userToken, user.calendarToken]);
    expect(new Set(tokens).size).toBe(tokens.length);
    expect(users.every((user) => user.name && user.nameEn && user.phoneNumber)).toBe(true);
  });

  it('has two meeting days of hourly slots from 10:00 to 17:00, in the future', async () => {
    const times = await db.select().from(meetingTimes);
    const days = [...new Set(times.map((time) => time.meetingDate))].sort();

    expect(days).toHaveLength(2);
    expect(new Date(`${days[0]}T10:00:00+08:00`).getTime()).toBeGreaterThan(NOW.getTime() + 13 * 86_400_000);
    for (const day of days) {
      expect(
        times
          .filter((time) => time.meetingDate === day)
          .map((time) => time.meetingTime)
          .sort(),
      ).toEqual(['10:00:00', '11:00:00', '12:00:00', '13:00:00', '14:00:00', '15:00:00', '16:00:00', '17:00:00']);
    }
  });

  it('has three rooms seating 4, 6 and 10, each with a generated JPEG picture', async () => {
    const rooms = await db.select().from(meetingRooms).orderBy(meetingRooms.capacity);

    expect(rooms.map((room) => room.capacity)).toEqual([4, 6, 10]);
    expect(part.files.map((file) => file.key).sort()).toEqual(rooms.map((room) => room.roomPic).sort());
    const picture = await part.files[0]?.render();
    expect((await fileTypeFromBuffer(picture ?? Buffer.alloc(0)))?.mime).toBe('image/jpeg');
  });

  it('has meetings in every status, the cancelled ones naming who cancelled, and reminders for the accepted ones', async () => {
    const rows = await db.select({ status: meetings.status, total: count() }).from(meetings).groupBy(meetings.status);
    const byStatus = Object.fromEntries(rows.map((row) => [row.status, row.total]));

    expect(byStatus.pending).toBeGreaterThanOrEqual(3);
    expect(byStatus.accepted).toBeGreaterThanOrEqual(3);
    expect(byStatus.cancelled).toBeGreaterThanOrEqual(3);
    const cancelled = await db
      .select({ cancelledBy: meetings.cancelledBy })
      .from(meetings)
      .where(eq(meetings.status, 'cancelled'));
    expect(cancelled.every((row) => row.cancelledBy !== null)).toBe(true);
    expect(await queuedReminders()).toBe(byStatus.accepted);
  });

  it('leaves the demo sign-ins a free first slot to book', async () => {
    const [exhibitor, attendee] = await Promise.all(
      ['exhibitor@example.com', 'attendee@example.com'].map(
        async (email) =>
          (await db.select({ id: meetingUsers.id }).from(meetingUsers).where(eq(meetingUsers.email, email)))[0]?.id ??
          0,
      ),
    );
    const [firstDay] = await listAvailability({ userId: exhibitor ?? 0 });
    const [attendeeFirstDay] = await listAvailability({ userId: attendee ?? 0 });

    expect(firstDay?.times[0]?.meeting_time).toBe('10:00');
    expect(firstDay?.times[0]?.rooms).toHaveLength(3);
    expect(attendeeFirstDay?.times[0]).toEqual(firstDay?.times[0]);
  });
});
