import 'server-only';

import { eq, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';

import { db, type Database } from '@/db';
import { meetingRooms, meetings, meetingTimes, meetingUsers } from '@/db/schema';
import { fileUrl } from '@/lib/storage/url';

import { MEETING_TIME_ZONE, type MeetingStatus } from './constants';

/** One meeting as the seeds' clients read it (seeds 3 Meeting). */
export type MeetingView = {
  /** Both the meeting's id, under the seeds' two names. */
  meeting_id: number;
  id: number;
  /** 'M-000012' */
  meeting_number: string;
  meeting_status: MeetingStatus;
  /** 'YYYY-MM-DD', local to MEETING_TIME_ZONE. */
  meeting_date: string;
  /** 'HH:MM', local to MEETING_TIME_ZONE. */
  meeting_time: string;
  sender_id: number;
  receiver_id: number;
  sender_name: string;
  sender_name_en: string;
  receiver_name: string;
  receiver_name_en: string;
  sender_email: string;
  receiver_email: string;
  /** The purpose, under the seeds' two names. */
  description: string;
  meeting_description: string;
  room_id: number;
  /** The room's name in Mongolian and in English ('' when it has none): pick one with pickLocalized. */
  room_number: string;
  room_number_en: string;
  capacity: number;
  /** Public address of the room's picture, '' when it has none. */
  room_pic: string;
  /** ISO 8601. */
  created_at: string;
};

const sender = alias(meetingUsers, 'sender');
const receiver = alias(meetingUsers, 'receiver');

/**
 * The instant a slot starts: its local date and time read in the expo's zone. Every "has it started" question
 * (availability, booking, reminders) asks the database with this one expression, against its own clock.
 */
export function slotStart(): SQL<Date> {
  return sql<Date>`((${meetingTimes.meetingDate} + ${meetingTimes.meetingTime}) at time zone ${MEETING_TIME_ZONE})`;
}

/**
 * The select that yields the rows of MeetingView (see toMeetingView): meetings joined with both people, the room
 * and the slot. The caller adds where, orderBy, limit and offset. Rows also carry what the calendar mails need:
 * the iCalendar SEQUENCE, who cancelled, and the instant the slot starts.
 */
/** `executor` is a transaction when the view must see the transaction's own change. */
export function selectMeetingViews(executor: Database = db) {
  return executor
    .select({
      id: meetings.id,
      meetingNumber: meetings.meetingNumber,
      status: meetings.status,
      meetingDate: meetingTimes.meetingDate,
      meetingTime: meetingTimes.meetingTime,
      startsAt: slotStart().mapWith(meetings.createdAt),
      senderId: meetings.senderId,
      senderName: sender.name,
      senderNameEn: sender.nameEn,
      senderEmail: sender.email,
      receiverId: meetings.receiverId,
      receiverName: receiver.name,
      receiverNameEn: receiver.nameEn,
      receiverEmail: receiver.email,
      description: meetings.description,
      roomId: meetings.roomId,
      roomNumber: meetingRooms.roomNumber,
      roomNumberEn: meetingRooms.roomNumberEn,
      capacity: meetingRooms.capacity,
      roomPic: meetingRooms.roomPic,
      sequence: meetings.sequence,
      cancelledBy: meetings.cancelledBy,
      createdAt: meetings.createdAt,
    })
    .from(meetings)
    .innerJoin(sender, eq(sender.id, meetings.senderId))
    .innerJoin(receiver, eq(receiver.id, meetings.receiverId))
    .innerJoin(meetingRooms, eq(meetingRooms.id, meetings.roomId))
    .innerJoin(meetingTimes, eq(meetingTimes.id, meetings.timeId));
}

export type MeetingViewRow = Awaited<ReturnType<typeof selectMeetingViews>>[number];

/** A stored picture key as its public address; '' stays '' (a room without a picture). */
export function roomPictureUrl(key: string): string {
  return key ? fileUrl(key) : '';
}

/** `HH:MM:SS` (a time column) as the seeds' `HH:MM`. */
export function hourMinute(time: string): string {
  return time.slice(0, 5);
}

export function toMeetingView(row: MeetingViewRow): MeetingView {
  return {
    meeting_id: row.id,
    id: row.id,
    meeting_number: row.meetingNumber,
    meeting_status: row.status,
    meeting_date: row.meetingDate,
    meeting_time: hourMinute(row.meetingTime),
    sender_id: row.senderId,
    receiver_id: row.receiverId,
    sender_name: row.senderName,
    sender_name_en: row.senderNameEn,
    receiver_name: row.receiverName,
    receiver_name_en: row.receiverNameEn,
    sender_email: row.senderEmail,
    receiver_email: row.receiverEmail,
    description: row.description,
    meeting_description: row.description,
    room_id: row.roomId,
    room_number: row.roomNumber,
    room_number_en: row.roomNumberEn,
    capacity: row.capacity,
    room_pic: roomPictureUrl(row.roomPic),
    created_at: row.createdAt.toISOString(),
  };
}
