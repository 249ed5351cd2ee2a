import 'server-only';

import { and, asc, eq, ilike, ne, notExists, or, sql } from 'drizzle-orm';

import { db, type Database } from '@/db';
import { meetingParticipants, meetingRooms, meetings, meetingTimes, meetingUsers } from '@/db/schema';
import { containing } from '@/lib/list-query/like-pattern';

import type { MeetingUserType } from './constants';
import {
  hourMinute,
  type MeetingView,
  type MeetingViewRow,
  roomPictureUrl,
  selectMeetingViews,
  slotStart,
  toMeetingView,
} from './meeting-view';

export type MeetingUser = {
  id: number;
  name: string;
  nameEn: string;
  email: string;
  phoneNumber: string;
  userType: MeetingUserType;
  userToken: string;
};

const meetingUserColumns = {
  id: meetingUsers.id,
  name: meetingUsers.name,
  nameEn: meetingUsers.nameEn,
  email: meetingUsers.email,
  phoneNumber: meetingUsers.phoneNumber,
  userType: meetingUsers.userType,
  userToken: meetingUsers.userToken,
};

export async function getMeetingUser(id: number): Promise<MeetingUser | null> {
  const [user] = await db.select(meetingUserColumns).from(meetingUsers).where(eq(meetingUsers.id, id));

  return user ?? null;
}

/** The user a meeting page address names; the address alone grants nothing (the session does). */
export async function getMeetingUserByToken(token: string): Promise<MeetingUser | null> {
  const [user] = await db.select(meetingUserColumns).from(meetingUsers).where(eq(meetingUsers.userToken, token));

  return user ?? null;
}

/** One meeting with everything its mails and calendar need, or null. */
export async function getMeetingRow(meetingId: number, executor: Database = db): Promise<MeetingViewRow | null> {
  const [row] = await selectMeetingViews(executor).where(eq(meetings.id, meetingId));

  return row ?? null;
}

const isParty = (userId: number) => or(eq(meetings.senderId, userId), eq(meetings.receiverId, userId));

/** The attendee's meetings, by date and time (seeds GET /get/meetings-by-user). */
export async function listMeetingsOfUser(userId: number): Promise<MeetingView[]> {
  const rows = await selectMeetingViews()
    .where(isParty(userId))
    .orderBy(asc(meetingTimes.meetingDate), asc(meetingTimes.meetingTime), asc(meetings.id));

  return rows.map(toMeetingView);
}

/** One meeting if the attendee is its sender or receiver, else null (whether or not it exists). */
export async function getMeetingOfUser({
  userId,
  meetingId,
}: {
  userId: number;
  meetingId: number;
}): Promise<MeetingView | null> {
  const [row] = await selectMeetingViews().where(and(eq(meetings.id, meetingId), isParty(userId)));

  return row ? toMeetingView(row) : null;
}

/** A receiver to invite; `email` only when the search was that whole address (see searchReceivers). */
export type ReceiverOption = { id: number; name: string; name_en: string; user_type: MeetingUserType; email?: string };

const RECEIVER_LIMIT = 20;

/**
 * Receivers to invite, never the attendee: those whose name or name_en holds term (case-insensitive, server-side),
 * answered without their e-mail, so a signed-in attendee cannot page through every participant's address; and the
 * one person whose whole e-mail is term, with that address (whoever types it knows it already). Part of an address
 * finds no one: a prefix search would let the addresses be guessed letter by letter.
 */
export async function searchReceivers({
  userId,
  term,
  limit = RECEIVER_LIMIT,
}: {
  userId: number;
  term: string;
  limit?: number;
}): Promise<ReceiverOption[]> {
  const trimmed = term.trim();
  const pattern = containing(trimmed);
  const isAddress = sql<boolean>`lower(${meetingUsers.email}) = ${trimmed.toLowerCase()}`;
  const rows = await db
    .select({
      id: meetingUsers.id,
      name: meetingUsers.name,
      name_en: meetingUsers.nameEn,
      user_type: meetingUsers.userType,
      email: meetingUsers.email,
      isAddress,
    })
    .from(meetingUsers)
    .where(
      and(
        ne(meetingUsers.id, userId),
        or(ilike(meetingUsers.name, pattern), ilike(meetingUsers.nameEn, pattern), isAddress),
      ),
    )
    .orderBy(sql`${isAddress} desc`, asc(meetingUsers.name), asc(meetingUsers.id))
    .limit(limit);

  return rows.map(({ email, isAddress: isWholeAddress, ...receiver }) =>
    isWholeAddress ? { ...receiver, email } : receiver,
  );
}

/** room_number is the room's Mongolian name, room_number_en its English one ('' when it has none). */
export type AvailableRoom = {
  room_id: number;
  room_number: string;
  room_number_en: string;
  capacity: number;
  room_pic: string;
};
export type AvailableTime = { meeting_time_id: number; meeting_time: string; rooms: AvailableRoom[] };
export type AvailabilityDay = { meeting_date: string; times: AvailableTime[] };

/** A subquery that finds a live meeting of the person at the slot of the outer row, as sender or receiver. */
function busyAtSlot(personId: number) {
  return db
    .select({ one: sql`1` })
    .from(meetingParticipants)
    .where(
      and(
        eq(meetingParticipants.userId, personId),
        eq(meetingParticipants.timeId, meetingTimes.id),
        eq(meetingParticipants.live, true),
      ),
    );
}

/**
 * Seeds 3 Availability for one attendee, or for the attendee and the receiver chosen to invite: slots not yet
 * started, each with its rooms that hold no live meeting, leaving out the slots where either person already holds
 * a live meeting (as sender or receiver) and the slots without a free room. The database may still refuse the
 * invitation (someone booked meanwhile): this list only helps choosing.
 */
export async function listAvailability({
  userId,
  receiverId,
}: {
  userId: number;
  receiverId?: number;
}): Promise<AvailabilityDay[]> {
  const roomTaken = db
    .select({ one: sql`1` })
    .from(meetings)
    .where(
      and(eq(meetings.roomId, meetingRooms.id), eq(meetings.timeId, meetingTimes.id), ne(meetings.status, 'cancelled')),
    );
  const peopleFree = [userId, ...(receiverId === undefined ? [] : [receiverId])].map((personId) =>
    notExists(busyAtSlot(personId)),
  );
  const rows = await db
    .select({
      timeId: meetingTimes.id,
      date: meetingTimes.meetingDate,
      time: meetingTimes.meetingTime,
      roomId: meetingRooms.id,
      roomNumber: meetingRooms.roomNumber,
      roomNumberEn: meetingRooms.roomNumberEn,
      capacity: meetingRooms.capacity,
      roomPic: meetingRooms.roomPic,
    })
    .from(meetingTimes)
    .crossJoin(meetingRooms)
    .where(and(sql`${slotStart()} > now()`, notExists(roomTaken), ...peopleFree))
    .orderBy(
      asc(meetingTimes.meetingDate),
      asc(meetingTimes.meetingTime),
      asc(meetingRooms.roomNumber),
      asc(meetingRooms.id),
    );

  const days: AvailabilityDay[] = [];
  for (const row of rows) {
    let day = days.at(-1);
    if (day?.meeting_date !== row.date) days.push((day = { meeting_date: row.date, times: [] }));
    let time = day.times.at(-1);
    if (time?.meeting_time_id !== row.timeId)
      day.times.push((time = { meeting_time_id: row.timeId, meeting_time: hourMinute(row.time), rooms: [] }));
    time.rooms.push({
      room_id: row.roomId,
      room_number: row.roomNumber,
      room_number_en: row.roomNumberEn,
      capacity: row.capacity,
      room_pic: roomPictureUrl(row.roomPic),
    });
  }

  return days;
}
