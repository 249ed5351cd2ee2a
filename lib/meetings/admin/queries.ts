import 'server-only';

import { asc, count, desc, eq, ne, sql } from 'drizzle-orm';

import { db } from '@/db';
import { meetingRooms, meetings, meetingTimes, meetingUsers } from '@/db/schema';
import { pageCount } from '@/lib/list-query/paging';
import type { MeetingUserType } from '@/lib/meetings/constants';
import { type MeetingView, roomPictureUrl, selectMeetingViews, toMeetingView } from '@/lib/meetings/meeting-view';

import type { MeetingListQuery, MeetingUserListQuery } from './schema';

/** Seeds 7.5 `get/meeting-users`: one row of the meeting users table (seeds 3 Meeting user). */
export type MeetingUserRow = {
  id: number;
  name: string;
  name_en: string;
  email: string;
  phone_number: string;
  user_type: MeetingUserType;
  user_token: string;
};
/**
 * The columns of a meeting user as the seeds' clients read it (the list and the saved user of a form). The user
 * token only names the person's meeting page, which asks for their own sign-in: staff may see it.
 */
export const MEETING_USER_ROW = {
  id: meetingUsers.id,
  name: meetingUsers.name,
  name_en: meetingUsers.nameEn,
  email: meetingUsers.email,
  phone_number: meetingUsers.phoneNumber,
  user_type: meetingUsers.userType,
  user_token: meetingUsers.userToken,
};
export type MeetingUserPage = { users: MeetingUserRow[]; total: number; totalPages: number };

/** The registered attendees of one type or all, newest first (the index on type and id serves both). */
export async function listMeetingUsers({ type, page, limit }: MeetingUserListQuery): Promise<MeetingUserPage> {
  const where = type === 'all' ? undefined : eq(meetingUsers.userType, type);
  const [users, [totals]] = await Promise.all([
    db
      .select(MEETING_USER_ROW)
      .from(meetingUsers)
      .where(where)
      .orderBy(desc(meetingUsers.id))
      .limit(limit)
      .offset((page - 1) * limit),
    db.select({ total: count() }).from(meetingUsers).where(where),
  ]);
  const total = totals?.total ?? 0;

  return { users, total, totalPages: pageCount(total, limit, { minimum: 1 }) };
}

export type MeetingPage = { meetings: MeetingView[]; totalPages: number; total: number };

/** Seeds 7.5 `get/meetings`: the meetings of one status or all, newest first. */
export async function listAdminMeetings({
  type,
  page,
  limit,
}: Pick<MeetingListQuery, 'type' | 'page' | 'limit'>): Promise<MeetingPage> {
  const where = type === 'all' ? undefined : eq(meetings.status, type);
  const [rows, [totals]] = await Promise.all([
    selectMeetingViews()
      .where(where)
      .orderBy(desc(meetings.id))
      .limit(limit)
      .offset((page - 1) * limit),
    db.select({ total: count() }).from(meetings).where(where),
  ]);
  const total = totals?.total ?? 0;

  return { meetings: rows.map(toMeetingView), totalPages: pageCount(total, limit, { minimum: 1 }), total };
}

/** Seeds 3 Meeting time, with how many live meetings are booked at it (such a time cannot be deleted). */
export type MeetingTimeRow = { id: number; meeting_date: string; meeting_time: string; live_meetings: number };
/** Seeds 3 Meeting room: room_pic is the picture's address ('' for none); room_pic_key is what the edit form keeps. */
export type MeetingRoomRow = {
  id: number;
  room_number: string;
  room_number_en: string;
  capacity: number;
  room_pic: string;
  room_pic_key: string;
  live_meetings: number;
};
export type MeetingTimesAndRooms = { times: MeetingTimeRow[]; rooms: MeetingRoomRow[] };

/** How many live meetings each time and each room holds, joined to them (no row: none). */
function liveMeetingCounts() {
  const live = ne(meetings.status, 'cancelled');
  const byTime = db
    .select({ timeId: meetings.timeId, count: sql<number>`count(*)::int`.as('count') })
    .from(meetings)
    .where(live)
    .groupBy(meetings.timeId)
    .as('live_by_time');
  const byRoom = db
    .select({ roomId: meetings.roomId, count: sql<number>`count(*)::int`.as('count') })
    .from(meetings)
    .where(live)
    .groupBy(meetings.roomId)
    .as('live_by_room');

  return { byTime, byRoom };
}

/** Seeds 7.5 `get/meeting-times-rooms`: every meeting time by date and time, and every room by name. */
export async function listMeetingTimesAndRooms(): Promise<MeetingTimesAndRooms> {
  const { byTime, byRoom } = liveMeetingCounts();
  const [times, rooms] = await Promise.all([
    db
      .select({
        id: meetingTimes.id,
        meeting_date: meetingTimes.meetingDate,
        meeting_time: sql<string>`to_char(${meetingTimes.meetingTime}, 'HH24:MI')`,
        live_meetings: sql<number>`coalesce(${byTime.count}, 0)`,
      })
      .from(meetingTimes)
      .leftJoin(byTime, eq(byTime.timeId, meetingTimes.id))
      .orderBy(asc(meetingTimes.meetingDate), asc(meetingTimes.meetingTime)),
    db
      .select({
        id: meetingRooms.id,
        room_number: meetingRooms.roomNumber,
        room_number_en: meetingRooms.roomNumberEn,
        capacity: meetingRooms.capacity,
        room_pic_key: meetingRooms.roomPic,
        live_meetings: sql<number>`coalesce(${byRoom.count}, 0)`,
      })
      .from(meetingRooms)
      .leftJoin(byRoom, eq(byRoom.roomId, meetingRooms.id))
      .orderBy(asc(meetingRooms.roomNumber), asc(meetingRooms.id)),
  ]);

  return { times, rooms: rooms.map((room) => ({ ...room, room_pic: roomPictureUrl(room.room_pic_key) })) };
}

/** The stored key of a room's picture ('' for none or for no such room). */
export async function getMeetingRoomPicture(id: number): Promise<string> {
  const [room] = await db.select({ roomPic: meetingRooms.roomPic }).from(meetingRooms).where(eq(meetingRooms.id, id));

  return room?.roomPic ?? '';
}
