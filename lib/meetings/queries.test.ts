import { beforeAll, describe, expect, it } from 'vitest';

import { db } from '@/db';
import { meetingRooms, meetings, meetingUsers } from '@/db/schema';
// Renamed on import: the fixture registers Vitest hooks, it is no React hook.
import { useTestDatabase as prepareTestDatabase } from '@/tests/fixtures/database';

import {
  getMeetingOfUser,
  getMeetingUser,
  getMeetingUserByToken,
  listAvailability,
  listMeetingsOfUser,
  searchReceivers,
} from './queries';
import { dayFromToday, insertMeetingFixtures } from '@/tests/fixtures/meetings';

prepareTestDatabase();

const TOMORROW = dayFromToday(1);
const LATER = dayFromToday(3);

beforeAll(async () => {
  await insertMeetingFixtures({
    users: 5,
    rooms: 2,
    times: [
      { id: 1, date: TOMORROW, time: '10:00' },
      { id: 2, date: TOMORROW, time: '11:00' },
      { id: 3, date: LATER, time: '10:00' },
      { id: 4, date: dayFromToday(-1), time: '17:00' },
      // Earlier today in Ulaanbaatar whatever the hour the test runs: 00:00 has always started.
      { id: 5, date: dayFromToday(0), time: '00:00' },
    ],
  });
  await db.insert(meetingRooms).values({
    id: 3,
    roomNumber: 'Алтай 101',
    roomNumberEn: 'Altai 101',
    capacity: 10,
    roomPic: 'meetings/room-3.jpg',
  });
  await db.insert(meetingUsers).values([
    {
      id: 6,
      name: 'Говийн Зэс ХХК',
      nameEn: 'Gobi Copper LLC',
      email: 'Sales@Gobi-Copper.example.mn',
      userToken: 'page-6',
      calendarToken: 'feed-6',
      userType: 'Sponsor',
    },
    {
      id: 7,
      name: 'Б.Өлзий',
      nameEn: 'B. Ulzii',
      email: 'ulzii@example.mn',
      userToken: 'page-7',
      calendarToken: 'feed-7',
      userType: 'Attendee',
    },
    {
      id: 8,
      name: '100% Майнинг',
      nameEn: '100% Mining',
      email: 'percent@example.mn',
      userToken: 'page-8',
      calendarToken: 'feed-8',
    },
  ]);
  await db.insert(meetings).values([
    // Room 1 at slot 1 is taken by people 3 and 4; person 1 is busy at slot 2 (as receiver).
    { id: 1, senderId: 3, receiverId: 4, roomId: 1, timeId: 1 },
    { id: 2, senderId: 5, receiverId: 1, roomId: 2, timeId: 2, status: 'accepted' },
    // Cancelled meetings hold nothing.
    { id: 3, senderId: 1, receiverId: 2, roomId: 2, timeId: 1, status: 'cancelled', cancelledBy: 2 },
    { id: 4, senderId: 2, receiverId: 1, roomId: 1, timeId: 3 },
  ]);
});

describe('meeting users', () => {
  it('reads a user by id, by page token and by e-mail whatever its case', async () => {
    expect(await getMeetingUser(6)).toEqual({
      id: 6,
      name: 'Говийн Зэс ХХК',
      nameEn: 'Gobi Copper LLC',
      email: 'Sales@Gobi-Copper.example.mn',
      phoneNumber: '',
      userType: 'Sponsor',
      userToken: 'page-6',
    });
    expect(await getMeetingUser(99)).toBeNull();
    expect((await getMeetingUserByToken('page-2'))?.id).toBe(2);
    expect(await getMeetingUserByToken('feed-2')).toBeNull();
  });
});

describe('listMeetingsOfUser and getMeetingOfUser', () => {
  it('lists the meetings the user sends or receives, by date and time, in every status', async () => {
    const list = await listMeetingsOfUser(1);

    expect(
      list.map((meeting) => [meeting.id, meeting.meeting_date, meeting.meeting_time, meeting.meeting_status]),
    ).toEqual([
      [3, TOMORROW, '10:00', 'cancelled'],
      [2, TOMORROW, '11:00', 'accepted'],
      [4, LATER, '10:00', 'pending'],
    ]);
    expect(await listMeetingsOfUser(6)).toEqual([]);
  });

  it('gives one meeting to its parties only', async () => {
    expect((await getMeetingOfUser({ userId: 4, meetingId: 1 }))?.sender_email).toBe('user3@example.com');
    expect(await getMeetingOfUser({ userId: 1, meetingId: 1 })).toBeNull();
    expect(await getMeetingOfUser({ userId: 1, meetingId: 99 })).toBeNull();
  });
});

describe('searchReceivers', () => {
  it('finds by name, English name or whole e-mail address, case-insensitively, Cyrillic too', async () => {
    const ids = async (term: string) => (await searchReceivers({ userId: 1, term })).map((user) => user.id);

    expect(await ids('говийн')).toEqual([6]);
    expect(await ids('ГОВИЙН ЗЭС')).toEqual([6]);
    expect(await ids('ө')).toEqual([7]);
    expect(await ids('gobi copper')).toEqual([6]);
    expect(await ids(' sales@gobi-copper.EXAMPLE.mn ')).toEqual([6]);
    expect(await ids('ulzii')).toEqual([7]);
    expect(await ids('nobody')).toEqual([]);
  });

  it('answers a search by name without e-mails, and part of an address finds no one', async () => {
    const byName = await searchReceivers({ userId: 1, term: 'gobi' });
    expect(byName).toEqual([{ id: 6, name: 'Говийн Зэс ХХК', name_en: 'Gobi Copper LLC', user_type: 'Sponsor' }]);
    for (const part of ['SALES@gobi', '@example.mn', 'percent@', 'example']) {
      expect(await searchReceivers({ userId: 1, term: part }), part).toEqual([]);
    }
    const everyone = await searchReceivers({ userId: 1, term: '' });
    expect(everyone.filter((user) => 'email' in user)).toEqual([]);
  });

  it('answers the one person a whole address names, with that address', async () => {
    expect(await searchReceivers({ userId: 1, term: 'ULZII@example.mn' })).toEqual([
      { id: 7, name: 'Б.Өлзий', name_en: 'B. Ulzii', user_type: 'Attendee', email: 'ulzii@example.mn' },
    ]);
    // The attendee's own address still finds no one.
    expect(await searchReceivers({ userId: 7, term: 'ulzii@example.mn' })).toEqual([]);
  });

  it('takes the term literally and never offers the attendee itself', async () => {
    expect((await searchReceivers({ userId: 1, term: '100%' })).map((user) => user.id)).toEqual([8]);
    expect((await searchReceivers({ userId: 1, term: '%' })).map((user) => user.id)).toEqual([8]);
    expect((await searchReceivers({ userId: 6, term: 'gobi' })).map((user) => user.id)).toEqual([]);
    const everyone = await searchReceivers({ userId: 1, term: '' });
    expect(everyone.map((user) => user.id).sort((a, b) => a - b)).toEqual([2, 3, 4, 5, 6, 7, 8]);
    expect(everyone.find((user) => user.id === 6)).toEqual({
      id: 6,
      name: 'Говийн Зэс ХХК',
      name_en: 'Gobi Copper LLC',
      user_type: 'Sponsor',
    });
    expect(await searchReceivers({ userId: 1, term: '', limit: 2 })).toHaveLength(2);
  });
});

describe('listAvailability', () => {
  it('offers the upcoming slots with their free rooms, by date, time and room', async () => {
    const days = await listAvailability({ userId: 6 });

    expect(days).toEqual([
      {
        meeting_date: TOMORROW,
        times: [
          {
            meeting_time_id: 1,
            meeting_time: '10:00',
            // Room 1 holds a live meeting at 10:00; room 2's meeting there is cancelled.
            rooms: [
              { room_id: 2, room_number: 'Room 2', room_number_en: '', capacity: 5, room_pic: '' },
              {
                room_id: 3,
                room_number: 'Алтай 101',
                room_number_en: 'Altai 101',
                capacity: 10,
                room_pic: '/files/meetings/room-3.jpg',
              },
            ],
          },
          {
            meeting_time_id: 2,
            meeting_time: '11:00',
            rooms: [
              { room_id: 1, room_number: 'Room 1', room_number_en: '', capacity: 4, room_pic: '' },
              {
                room_id: 3,
                room_number: 'Алтай 101',
                room_number_en: 'Altai 101',
                capacity: 10,
                room_pic: '/files/meetings/room-3.jpg',
              },
            ],
          },
        ],
      },
      {
        meeting_date: LATER,
        times: [
          {
            meeting_time_id: 3,
            meeting_time: '10:00',
            rooms: [
              { room_id: 2, room_number: 'Room 2', room_number_en: '', capacity: 5, room_pic: '' },
              {
                room_id: 3,
                room_number: 'Алтай 101',
                room_number_en: 'Altai 101',
                capacity: 10,
                room_pic: '/files/meetings/room-3.jpg',
              },
            ],
          },
        ],
      },
    ]);
  });

  it('leaves out the slots where the attendee holds a live meeting, as sender or receiver', async () => {
    const slotsOf = async (userId: number) =>
      (await listAvailability({ userId })).flatMap((day) => day.times.map((time) => time.meeting_time_id));

    // Person 1: receiver at slot 2 (accepted) and slot 3 (pending); its cancelled meeting at slot 1 holds nothing.
    expect(await slotsOf(1)).toEqual([1]);
    // Person 3: sender at slot 1.
    expect(await slotsOf(3)).toEqual([2, 3]);
  });

  it('offers, once a receiver is chosen, only the slots free for both, with the rooms free at each', async () => {
    const slotsOf = async (userId: number, receiverId: number) =>
      (await listAvailability({ userId, receiverId })).flatMap((day) =>
        day.times.map((time) => [time.meeting_time_id, time.rooms.map((room) => room.room_id)]),
      );

    // Person 6 is free everywhere; person 1 (receiver at slots 2 and 3) leaves slot 1, where room 1 is taken.
    expect(await slotsOf(6, 1)).toEqual([[1, [2, 3]]]);
    // The same whichever of the two sends: person 1 inviting person 3 (sender at slot 1) finds no slot at all.
    expect(await slotsOf(1, 6)).toEqual([[1, [2, 3]]]);
    expect(await slotsOf(1, 3)).toEqual([]);
    // A receiver without meetings changes nothing.
    expect(await listAvailability({ userId: 6, receiverId: 7 })).toEqual(await listAvailability({ userId: 6 }));
  });

  it('leaves out a slot without a free room, and a day without a free slot', async () => {
    await db.insert(meetings).values([
      { id: 10, senderId: 6, receiverId: 7, roomId: 2, timeId: 3 },
      { id: 11, senderId: 8, receiverId: 5, roomId: 3, timeId: 3 },
    ]);

    // Every room at slot 3 is taken now; person 4 holds nothing there.
    expect(await listAvailability({ userId: 4 })).toEqual([
      { meeting_date: TOMORROW, times: [expect.objectContaining({ meeting_time_id: 2 })] },
    ]);
  });
});
