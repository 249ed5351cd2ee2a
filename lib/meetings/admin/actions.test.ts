import { eq, inArray } from 'drizzle-orm';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';

import { db } from '@/db';
import { meetingRooms, meetings, meetingTimes, meetingUsers } from '@/db/schema';
import { auditEntries } from '@/tests/fixtures/admin-action-context';
// Renamed on import: the fixture registers Vitest hooks, it is no React hook.
import { useTestDatabase as prepareTestDatabase } from '@/tests/fixtures/database';
import { createStaffAccounts, type StaffIds } from '@/tests/fixtures/staff-accounts';
import { signInAs } from '@/tests/fixtures/signed-in';

import { createMeetingRoom, deleteMeetingRoom, updateMeetingRoom } from './actions/meeting-room';
import { createMeetingDay, deleteMeetingTime } from './actions/meeting-time';
import { createMeetingUser, deleteMeetingUser, updateMeetingUser } from './actions/meeting-user';
import { liveMeetingsOf } from './live-meetings-count';
import { listAdminMeetings, listMeetingTimesAndRooms, listMeetingUsers } from './queries';

prepareTestDatabase();

const E = 'admin.yellowMeetings.errors';
const PICTURE = 'admin/images/room-a.png';
let staff: StaffIds = { adminId: 0, moderatorId: 0, userId: 0 };
/** Three attendees, two rooms and two slots of one day; meeting ids by what the tests do with them. */
const ids = { people: [0, 0, 0], rooms: [0, 0], times: [0, 0], liveMeeting: 0, cancelledMeeting: 0 };

beforeAll(async () => {
  staff = await createStaffAccounts();
  const people = await db
    .insert(meetingUsers)
    .values(
      ['Exhibitor', 'Sponsor', 'Attendee'].map((userType, index) => ({
        name: `Оролцогч ${index + 1}`,
        nameEn: `Participant ${index + 1}`,
        email: `p${index + 1}@example.com`,
        userType: userType as 'Exhibitor' | 'Sponsor' | 'Attendee',
        userToken: `page-${index}`,
        calendarToken: `feed-${index}`,
      })),
    )
    .returning({ id: meetingUsers.id });
  ids.people = people.map((row) => row.id);
  const rooms = await db
    .insert(meetingRooms)
    .values([
      { roomNumber: 'Өрөө A', capacity: 4, roomPic: PICTURE },
      { roomNumber: 'Өрөө B', capacity: 6 },
    ])
    .returning({ id: meetingRooms.id });
  ids.rooms = rooms.map((row) => row.id);
  const times = await db
    .insert(meetingTimes)
    .values([
      { meetingDate: '2030-09-11', meetingTime: '10:00' },
      { meetingDate: '2030-09-11', meetingTime: '11:00' },
    ])
    .returning({ id: meetingTimes.id });
  ids.times = times.map((row) => row.id);
  const [p1 = 0, p2 = 0, p3 = 0] = ids.people;
  const [live, cancelled] = await db
    .insert(meetings)
    .values([
      {
        senderId: p1,
        receiverId: p2,
        roomId: ids.rooms[0] ?? 0,
        timeId: ids.times[0] ?? 0,
        status: 'accepted',
        description: 'Хамтын ажиллагаа',
      },
      { senderId: p3, receiverId: p2, roomId: ids.rooms[1] ?? 0, timeId: ids.times[1] ?? 0, status: 'cancelled' },
    ])
    .returning({ id: meetings.id });
  ids.liveMeeting = live?.id ?? 0;
  ids.cancelledMeeting = cancelled?.id ?? 0;
});

beforeEach(() => {
  signInAs({ kind: 'admin', id: staff.moderatorId });
});

const user = {
  name: 'Шинэ Оролцогч ХХК',
  name_en: 'New Participant LLC',
  email: 'New@Example.com',
  phone_number: '+976 9911 2233',
  user_type: 'Sponsor',
};

describe('the meeting back-office actions', () => {
  it('refuse a visitor and a read-only account', async () => {
    signInAs(null);
    expect(await createMeetingUser(user)).toEqual({ ok: false, error: 'errors.unauthorized' });
    signInAs({ kind: 'admin', id: staff.userId });
    expect(await createMeetingUser(user)).toEqual({ ok: false, error: 'errors.forbidden' });
    expect(await deleteMeetingTime({ id: ids.times[1] })).toEqual({ ok: false, error: 'errors.forbidden' });
    expect(await createMeetingDay({ date: '2030-09-12', start_time: '10:00', end_time: '12:00' })).toEqual({
      ok: false,
      error: 'errors.forbidden',
    });
    expect(await db.$count(meetingUsers)).toBe(3);
  });

  it('add a meeting user with its own tokens, audited; a second user with that e-mail in any case is refused', async () => {
    const created = await createMeetingUser(user);

    expect(created).toMatchObject({
      ok: true,
      data: { name: user.name, email: 'new@example.com', user_type: 'Sponsor' },
    });
    const id = created.ok ? created.data.id : 0;
    const [stored] = await db.select().from(meetingUsers).where(eq(meetingUsers.id, id));
    expect(stored?.userToken).toMatch(/^[A-Za-z0-9_-]{32}$/);
    expect(stored?.calendarToken).not.toBe(stored?.userToken);
    expect(await auditEntries('meeting-user.create')).toEqual([
      { action: 'meeting-user.create', target: String(id), email: 'moderator@example.com' },
    ]);

    expect(await createMeetingUser({ ...user, email: 'NEW@example.com' })).toEqual({
      ok: false,
      error: `${E}.emailTaken`,
      fieldErrors: { email: [`${E}.emailTaken`] },
    });
  });

  it("refuse a form without the seeds' fields", async () => {
    const result = await createMeetingUser({ ...user, name: '', email: '' });
    expect(result).toMatchObject({
      ok: false,
      error: 'errors.invalidInput',
      fieldErrors: { name: [`${E}.nameRequired`], email: [`${E}.emailRequired`] },
    });
  });

  it("update a user's details, refusing another person's e-mail and an unknown id", async () => {
    const [first] = ids.people;
    const changed = { ...user, id: first, name: 'Засварласан', email: 'p1@example.com', user_type: 'Attendee' };
    expect(await updateMeetingUser(changed)).toMatchObject({
      ok: true,
      data: { id: first, name: 'Засварласан', user_type: 'Attendee' },
    });
    expect(await updateMeetingUser({ ...changed, email: 'P2@example.com' })).toMatchObject({
      ok: false,
      error: `${E}.emailTaken`,
    });
    expect(await updateMeetingUser({ ...changed, id: 999_999 })).toEqual({ ok: false, error: 'errors.notFound' });
    const [stored] = await db
      .select({ token: meetingUsers.userToken })
      .from(meetingUsers)
      .where(eq(meetingUsers.id, first ?? 0));
    expect(stored?.token).toBe('page-0');
  });

  it('list the users of one type, newest first, with the paging totals', async () => {
    const sponsors = await listMeetingUsers({ type: 'Sponsor', page: 1, limit: 20 });
    expect(sponsors.users.map((row) => row.email)).toEqual(['new@example.com', 'p2@example.com']);
    expect(sponsors).toMatchObject({ total: 2, totalPages: 1 });
    expect(Object.keys(sponsors.users[0] ?? {})).toEqual([
      'id',
      'name',
      'name_en',
      'email',
      'phone_number',
      'user_type',
      'user_token',
    ]);
    expect((await listMeetingUsers({ type: 'all', page: 2, limit: 20 })).users).toEqual([]);
  });

  it('add a day of hourly times from start to end (end exclusive), leaving the times that exist', async () => {
    expect(await createMeetingDay({ date: '2030-09-11', start_time: '09:00', end_time: '13:00' })).toEqual({
      ok: true,
      data: { added: 2, existing: 2 },
    });
    const { times } = await listMeetingTimesAndRooms();
    expect(times.map((time) => `${time.meeting_date} ${time.meeting_time}`)).toEqual([
      '2030-09-11 09:00',
      '2030-09-11 10:00',
      '2030-09-11 11:00',
      '2030-09-11 12:00',
    ]);
    expect(times.map((time) => time.live_meetings)).toEqual([0, 1, 0, 0]);
  });

  it('refuse to delete a time with a live meeting, saying how many; delete one with only cancelled meetings, and those', async () => {
    const refused = await deleteMeetingTime({ id: ids.times[0] });
    expect(refused).toEqual({ ok: false, error: `${E}.timeInUse`, fieldErrors: { liveMeetings: ['1'] } });
    expect(liveMeetingsOf(refused)).toBe(1);

    expect(await deleteMeetingTime({ id: ids.times[1] })).toEqual({ ok: true, data: { id: ids.times[1] } });
    expect(await db.$count(meetings, eq(meetings.id, ids.cancelledMeeting))).toBe(0);
    expect(await db.$count(meetingTimes, inArray(meetingTimes.id, ids.times))).toBe(1);
    expect(await deleteMeetingTime({ id: ids.times[1] })).toEqual({ ok: false, error: 'errors.notFound' });
  });

  it('add and edit rooms: only an uploaded picture key, a unique name, a capacity in people', async () => {
    const room = { room_number: 'Өрөө C', capacity: '10', room_pic: 'news/someone-elses.png' };
    expect(await createMeetingRoom(room)).toEqual({ ok: false, error: `${E}.pictureInvalid` });
    const created = await createMeetingRoom({ ...room, room_pic: 'admin/images/room-c.jpg' });
    expect(created).toMatchObject({ ok: true });
    const id = created.ok ? created.data.id : 0;
    expect(await createMeetingRoom({ ...room, room_pic: '' })).toMatchObject({
      ok: false,
      error: `${E}.roomNameTaken`,
    });

    expect(
      await updateMeetingRoom({
        id,
        room_number: 'Өрөө C2',
        room_number_en: ' Room C2 ',
        capacity: '12',
        room_pic: 'admin/images/room-c.jpg',
      }),
    ).toEqual({ ok: true, data: { id } });
    expect(await updateMeetingRoom({ id, room_number: 'Өрөө A', capacity: '12', room_pic: '' })).toMatchObject({
      ok: false,
      error: `${E}.roomNameTaken`,
    });
    // Left out, as the seeds' clients send a room, the English name stays.
    expect(
      await updateMeetingRoom({ id, room_number: 'Өрөө C2', capacity: '12', room_pic: 'admin/images/room-c.jpg' }),
    ).toEqual({ ok: true, data: { id } });
    expect(
      await updateMeetingRoom({
        id: ids.rooms[1],
        room_number: 'Өрөө B',
        capacity: '8',
        room_pic: 'uploads/../secret.png',
      }),
    ).toEqual({ ok: false, error: `${E}.pictureInvalid` });

    const { rooms } = await listMeetingTimesAndRooms();
    // The English name is optional: a room without one keeps ''.
    expect(
      rooms.map(({ room_number: name, room_number_en: nameEn, capacity, room_pic: pic, live_meetings: live }) => [
        name,
        nameEn,
        capacity,
        pic,
        live,
      ]),
    ).toEqual([
      ['Өрөө A', '', 4, '/files/admin/images/room-a.png', 1],
      ['Өрөө B', '', 6, '', 0],
      ['Өрөө C2', 'Room C2', 12, '/files/admin/images/room-c.jpg', 0],
    ]);
    expect(await deleteMeetingRoom({ id })).toEqual({ ok: true, data: { id } });
  });

  it('refuse to delete a room or a person with a live meeting, then delete the person once it is cancelled', async () => {
    const [first] = ids.people;
    const room = await deleteMeetingRoom({ id: ids.rooms[0] });
    expect(room).toEqual({ ok: false, error: `${E}.roomInUse`, fieldErrors: { liveMeetings: ['1'] } });
    expect(await deleteMeetingUser({ id: first })).toEqual({
      ok: false,
      error: `${E}.userInUse`,
      fieldErrors: { liveMeetings: ['1'] },
    });

    await db.update(meetings).set({ status: 'cancelled' }).where(eq(meetings.id, ids.liveMeeting));
    expect(await deleteMeetingUser({ id: first })).toEqual({ ok: true, data: { id: first } });
    expect(await db.$count(meetings)).toBe(0);
    expect(await auditEntries('meeting-user.delete')).toHaveLength(1);
  });
});

describe('listAdminMeetings', () => {
  it('pages the meetings of one status or all, newest first, as the seeds read them', async () => {
    const [, second = 0, third = 0] = ids.people;
    const [roomA = 0] = ids.rooms;
    const [slot = 0] = ids.times;
    await db.insert(meetings).values([
      { senderId: second, receiverId: third, roomId: roomA, timeId: slot, status: 'cancelled' },
      { senderId: third, receiverId: second, roomId: roomA, timeId: slot, status: 'pending', description: 'Танилцах' },
    ]);

    const all = await listAdminMeetings({ type: 'all', page: 1, limit: 20 });
    expect(all.total).toBe(2);
    expect(all.meetings.map((meeting) => meeting.meeting_status)).toEqual(['pending', 'cancelled']);
    const pending = await listAdminMeetings({ type: 'pending', page: 1, limit: 20 });
    expect(pending).toMatchObject({ total: 1, totalPages: 1 });
    expect(pending.meetings[0]).toMatchObject({
      meeting_date: '2030-09-11',
      meeting_time: '10:00',
      room_number: 'Өрөө A',
      sender_name_en: 'Participant 3',
      receiver_email: 'p2@example.com',
      meeting_description: 'Танилцах',
    });
    expect((await listAdminMeetings({ type: 'accepted', page: 1, limit: 20 })).meetings).toEqual([]);
  });
});
