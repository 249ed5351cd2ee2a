import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';

import { db } from '@/db';
import { meetingParticipants, meetingRooms, meetings, meetingTimes, meetingUsers } from '@/db/schema';
import { constraintViolation } from '@/db/constraint-violation';
// Renamed on import: the fixture registers Vitest hooks, it is no React hook.
import { useTestDatabase as prepareTestDatabase } from '@/tests/fixtures/database';

prepareTestDatabase();

beforeAll(async () => {
  await db.insert(meetingUsers).values(
    [1, 2, 3, 4].map((id) => ({
      id,
      name: `Хүн ${id}`,
      nameEn: `Person ${id}`,
      email: `p${id}@example.com`,
      userToken: `token-${id}`,
      calendarToken: `feed-${id}`,
    })),
  );
  await db.insert(meetingRooms).values([
    { id: 1, roomNumber: 'A', capacity: 4 },
    { id: 2, roomNumber: 'B', capacity: 6 },
  ]);
  await db.insert(meetingTimes).values([
    { id: 1, meetingDate: '2025-09-11', meetingTime: '10:00' },
    { id: 2, meetingDate: '2025-09-11', meetingTime: '11:00' },
  ]);
});

/** The constraint the database names when it refuses the insert, or null when it accepts it. */
async function refusal(values: typeof meetings.$inferInsert): Promise<string | null> {
  try {
    await db.insert(meetings).values(values);

    return null;
  } catch (error) {
    return constraintViolation(error)?.constraint ?? 'other';
  }
}

// The concurrent cases run against PostgreSQL in lib/meetings/invitations tests; these are the same rules one by one.
describe('the meeting constraints', () => {
  it('numbers a meeting from its id and lists both people as holding the slot', async () => {
    const [meeting] = await db
      .insert(meetings)
      .values({ senderId: 1, receiverId: 2, roomId: 1, timeId: 1 })
      .returning();
    expect(meeting?.meetingNumber).toBe(`M-${String(meeting?.id).padStart(6, '0')}`);
    const held = await db
      .select()
      .from(meetingParticipants)
      .where(eq(meetingParticipants.meetingId, meeting?.id ?? 0));
    expect(held.map((row) => [row.userId, row.timeId, row.live]).sort()).toEqual([
      [1, 1, true],
      [2, 1, true],
    ]);
  });

  it('refuses a second live meeting in the same room at the same slot', async () => {
    expect(await refusal({ senderId: 3, receiverId: 4, roomId: 1, timeId: 1 })).toBe('meetings_room_slot_live_unique');
  });

  it('refuses a person a second live meeting at the same slot, as receiver or as sender', async () => {
    expect(await refusal({ senderId: 3, receiverId: 2, roomId: 2, timeId: 1 })).toBe(
      'meeting_participants_person_slot_live_unique',
    );
    expect(await refusal({ senderId: 1, receiverId: 4, roomId: 2, timeId: 1 })).toBe(
      'meeting_participants_person_slot_live_unique',
    );
  });

  it('refuses a meeting with oneself', async () => {
    expect(await refusal({ senderId: 3, receiverId: 3, roomId: 2, timeId: 2 })).toBe('meetings_not_with_oneself');
  });

  it('frees the room and both people at once when a meeting is cancelled', async () => {
    await db
      .update(meetings)
      .set({ status: 'cancelled' })
      .where(sql`${meetings.roomId} = 1 and ${meetings.timeId} = 1`);
    expect(await refusal({ senderId: 2, receiverId: 1, roomId: 1, timeId: 1 })).toBeNull();
  });

  it('refuses to delete a room, a slot or a person that meetings still use', async () => {
    await expect(db.delete(meetingRooms).where(eq(meetingRooms.id, 1))).rejects.toThrow();
    await expect(db.delete(meetingTimes).where(eq(meetingTimes.id, 1))).rejects.toThrow();
    await expect(db.delete(meetingUsers).where(eq(meetingUsers.id, 1))).rejects.toThrow();
  });
});
