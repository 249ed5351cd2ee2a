import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  pgEnum,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  time,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

/** Seeds 3 Meeting user: user_type, the form's default Exhibitor. */
export const meetingUserType = pgEnum('meeting_user_type', ['Exhibitor', 'Sponsor', 'Attendee']);

/** The expo's registered attendees: only these e-mails may sign in to book meetings. */
export const meetingUsers = pgTable(
  'meeting_users',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    nameEn: text('name_en').notNull(),
    email: text('email').notNull(),
    phoneNumber: text('phone_number').notNull().default(''),
    userType: meetingUserType('user_type').notNull().default('Exhibitor'),
    /** The seeds' `/yellow-page/meeting/{token}` address; it names the page, the session grants access. */
    userToken: text('user_token').notNull().unique(),
    /** Secret of the personal calendar feed; replaced to revoke the old feed address. */
    calendarToken: text('calendar_token').notNull().unique(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('meeting_users_email_unique').on(sql`lower(${t.email})`),
    index('meeting_users_type_idx').on(t.userType, t.id),
    check('meeting_users_name_present', sql`${t.name} <> ''`),
  ],
);

/** An hourly slot on a meeting day (seeds 3 Meeting time); times are local to the expo's time zone. */
export const meetingTimes = pgTable(
  'meeting_times',
  {
    id: serial('id').primaryKey(),
    meetingDate: date('meeting_date', { mode: 'string' }).notNull(),
    meetingTime: time('meeting_time').notNull(),
  },
  (t) => [uniqueIndex('meeting_times_slot_unique').on(t.meetingDate, t.meetingTime)],
);

/** Seeds 3 Meeting room: room_number is the room's name (Mongolian), room_number_en its English name. */
export const meetingRooms = pgTable(
  'meeting_rooms',
  {
    id: serial('id').primaryKey(),
    roomNumber: text('room_number').notNull().unique(),
    /** '' when the room has no English name: English pages then show the Mongolian one. */
    roomNumberEn: text('room_number_en').notNull().default(''),
    capacity: integer('capacity').notNull(),
    /** Stored key of the picture; '' when the room has none. */
    roomPic: text('room_pic').notNull().default(''),
  },
  (t) => [
    check('meeting_rooms_capacity_positive', sql`${t.capacity} > 0`),
    check('meeting_rooms_name_present', sql`${t.roomNumber} <> ''`),
  ],
);

/** Seeds 4 Meeting status: pending until the receiver accepts; either party may cancel. */
export const meetingStatus = pgEnum('meeting_status', ['pending', 'accepted', 'cancelled']);

/**
 * A meeting between two attendees in a room at a slot. The room's slot and both people's slots are held by
 * unique indexes over live (pending or accepted) meetings, so the database refuses every double booking.
 */
export const meetings = pgTable(
  'meetings',
  {
    id: serial('id').primaryKey(),
    meetingNumber: text('meeting_number')
      .notNull()
      .generatedAlwaysAs(sql`'M-' || lpad(id::text, 6, '0')`),
    status: meetingStatus('meeting_status').notNull().default('pending'),
    senderId: integer('sender_id')
      .notNull()
      .references(() => meetingUsers.id, { onDelete: 'restrict' }),
    receiverId: integer('receiver_id')
      .notNull()
      .references(() => meetingUsers.id, { onDelete: 'restrict' }),
    roomId: integer('room_id')
      .notNull()
      .references(() => meetingRooms.id, { onDelete: 'restrict' }),
    timeId: integer('time_id')
      .notNull()
      .references(() => meetingTimes.id, { onDelete: 'restrict' }),
    description: text('meeting_description').notNull().default(''),
    /** iCalendar SEQUENCE: raised on every change so calendars replace the earlier version. */
    sequence: smallint('sequence').notNull().default(0),
    cancelledBy: integer('cancelled_by').references(() => meetingUsers.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('meetings_not_with_oneself', sql`${t.senderId} <> ${t.receiverId}`),
    uniqueIndex('meetings_room_slot_live_unique')
      .on(t.roomId, t.timeId)
      .where(sql`${t.status} <> 'cancelled'`),
    index('meetings_status_idx').on(t.status, t.id),
    index('meetings_sender_idx').on(t.senderId),
    index('meetings_receiver_idx').on(t.receiverId),
  ],
);

/**
 * Both people of each meeting, kept by triggers on `meetings` (see the migration): a person holds at most one
 * live meeting per slot, whether as sender or receiver.
 */
export const meetingParticipants = pgTable(
  'meeting_participants',
  {
    meetingId: integer('meeting_id')
      .notNull()
      .references(() => meetings.id, { onDelete: 'cascade' }),
    userId: integer('user_id').notNull(),
    timeId: integer('time_id').notNull(),
    live: boolean('live').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.meetingId, t.userId] }),
    uniqueIndex('meeting_participants_person_slot_live_unique')
      .on(t.userId, t.timeId)
      .where(sql`${t.live}`),
  ],
);
