import { db } from '@/db';
import { meetingRooms, meetingTimes, meetingUsers } from '@/db/schema';
import { siteDay } from '@/lib/i18n/site-date';

/** `YYYY-MM-DD` in Ulaanbaatar, `days` from today. */
export function dayFromToday(days: number): string {
  return siteDay(new Date(Date.now() + days * 86_400_000));
}

type Fixtures = { users: number; rooms: number; times: ReadonlyArray<{ id: number; date: string; time: string }> };

/** Meeting users 1..n (`user{n}@example.com`), rooms 1..n and the given slots. */
export async function insertMeetingFixtures({ users, rooms, times }: Fixtures): Promise<void> {
  await db.insert(meetingUsers).values(
    Array.from({ length: users }, (_, index) => ({
      id: index + 1,
      name: `Хэрэглэгч ${index + 1}`,
      nameEn: `User ${index + 1}`,
      email: `user${index + 1}@example.com`,
      userToken: `page-${index + 1}`,
      calendarToken: `feed-${index + 1}`,
    })),
  );
  await db.insert(meetingRooms).values(Array.from({ length: rooms }, (_, index) => ({ id: index + 1, roomNumber: `Room ${index + 1}`, capacity: 4 + index })));
  if (times.length > 0) await db.insert(meetingTimes).values(times.map(({ id, date, time }) => ({ id, meetingDate: date, meetingTime: time })));
}
