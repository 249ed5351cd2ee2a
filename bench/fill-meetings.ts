/**
 * Adds what the invitation race needs to the benchmark database (DATA_DIR): 100 meeting users, 50 rooms and two
 * slots a month ahead. Prints their ids as JSON. Usage: tsx --conditions=react-server bench/fill-meetings.ts
 */
import { randomBytes } from 'node:crypto';

import { closeDatabase, db } from '@/db';
import { meetingRooms, meetingTimes, meetingUsers } from '@/db/schema';

const USERS = 100;
const ROOMS = 50;
const token = () => randomBytes(24).toString('base64url');
const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

const users = await db
  .insert(meetingUsers)
  .values(
    Array.from({ length: USERS }, (_, index) => ({
      name: `Оролцогч ${index + 1}`,
      nameEn: `Attendee ${index + 1}`,
      email: `bench-${index + 1}@example.com`,
      userType: 'Attendee' as const,
      userToken: token(),
      calendarToken: token(),
    })),
  )
  .returning({ id: meetingUsers.id, email: meetingUsers.email });
const rooms = await db
  .insert(meetingRooms)
  .values(Array.from({ length: ROOMS }, (_, index) => ({ roomNumber: `Бенч ${index + 1}`, capacity: 4 })))
  .returning({ id: meetingRooms.id });
const times = await db
  .insert(meetingTimes)
  .values([
    { meetingDate: inDays(30), meetingTime: '09:00' },
    { meetingDate: inDays(30), meetingTime: '10:00' },
  ])
  .returning({ id: meetingTimes.id });
await closeDatabase();

console.log(JSON.stringify({ users, rooms: rooms.map((room) => room.id), times: times.map((time) => time.id) }));
