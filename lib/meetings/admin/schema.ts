import { z } from 'zod';

import { isIsoDate } from '@/lib/list-query/date-range';
import { MEETING_MINUTES, MEETING_STATUSES, MEETING_USER_TYPES, type MeetingUserType } from '@/lib/meetings/constants';

/** Form and action messages are keys of the back-office texts (messages/mn/admin-screens/yellow-meetings.json). */
const M = 'admin.yellowMeetings.errors';

/** Seeds 9: the meeting list and the meeting users page by 20, 50 or 100 (default 20). */
export const MEETING_PAGE_SIZES = [20, 50, 100] as const;

/** Seeds 2.5 filters: the meeting list by status, the users by type (in the seeds' order); `all` is the default. */
export const MEETING_STATUS_FILTERS = ['all', ...MEETING_STATUSES] as const;
export type MeetingStatusFilter = (typeof MEETING_STATUS_FILTERS)[number];
export const USER_TYPE_FILTERS = ['all', 'Exhibitor', 'Attendee', 'Sponsor'] as const satisfies readonly (
  'all' | MeetingUserType
)[];
export type UserTypeFilter = (typeof USER_TYPE_FILTERS)[number];

/** The meeting list's English toggle: names and status labels in English. */
export const LIST_LANGUAGES = ['mn', 'en'] as const;

const positiveInteger = z.coerce
  .number({ message: 'validation.positiveInteger' })
  .int('validation.positiveInteger')
  .min(1, 'validation.positiveInteger');
const id = positiveInteger.max(2_147_483_647, 'validation.positiveInteger');
const page = positiveInteger.max(100_000, 'validation.positiveInteger').default(1);
const limit = z.coerce
  .number({ message: 'validation.limit' })
  .refine((size) => (MEETING_PAGE_SIZES as readonly number[]).includes(size), 'validation.invalid')
  .default(MEETING_PAGE_SIZES[0]);

/** GET /api/yellow-page/get/meetings?type=all|accepted|pending|cancelled&page&limit (and lang, format=csv for the export). */
export const meetingListQuerySchema = z.object({
  type: z.enum(MEETING_STATUS_FILTERS, 'validation.type').default('all'),
  page,
  limit,
  lang: z.enum(LIST_LANGUAGES, 'validation.lang').default('mn'),
  format: z.enum(['json', 'csv'], 'validation.invalid').default('json'),
});
export type MeetingListQuery = z.output<typeof meetingListQuerySchema>;

/** GET /api/yellow-page/get/meeting-users?type=all|Exhibitor|Attendee|Sponsor&page&limit */
export const meetingUserListQuerySchema = z.object({
  type: z.enum(USER_TYPE_FILTERS, 'validation.type').default('all'),
  page,
  limit,
});
export type MeetingUserListQuery = z.output<typeof meetingUserListQuerySchema>;

export const meetingIdSchema = z.object({ id });

const text = (max: number) => z.string().trim().max(max, `${M}.tooLong`);

/**
 * Seeds 5 meeting user form, its messages in the seeds' order (name, English name, e-mail, type). Stricter than
 * the seeds: the e-mail must be an address (it is how the person signs in). Phone is optional, as the seeds
 * check it. The e-mail is kept lower-cased; the database's unique index compares it lower-cased as well.
 */
export const meetingUserSchema = z.object({
  name: text(200).min(1, `${M}.nameRequired`),
  name_en: text(200).min(1, `${M}.nameEnRequired`),
  email: z
    .string()
    .trim()
    .toLowerCase()
    .min(1, { message: `${M}.emailRequired`, abort: true })
    .max(254, { message: `${M}.tooLong`, abort: true })
    .pipe(z.email(`${M}.emailInvalid`)),
  phone_number: text(50),
  user_type: z.enum(MEETING_USER_TYPES, `${M}.typeRequired`),
});
export type MeetingUserInput = z.input<typeof meetingUserSchema>;
export type MeetingUserValues = z.output<typeof meetingUserSchema>;

export const meetingUserUpdateSchema = meetingUserSchema.extend({ id });

/** A time of day as a time input sends it: HH:MM (HH:MM:SS when the browser adds seconds). */
const TIME_OF_DAY = /^([01]\d|2[0-3]):([0-5]\d)(?::00)?$/;

/** Minutes since midnight of an `HH:MM` time. */
export function minutesOf(time: string): number {
  return Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));
}

const timeOfDay = (requiredMessage: string) =>
  z
    .string()
    .trim()
    .min(1, { message: requiredMessage, abort: true })
    .regex(TIME_OF_DAY, `${M}.timeInvalid`)
    .transform((value) => value.slice(0, 5));

/**
 * Seeds 7.5 `POST /insert/meeting-time` with date, start_time and end_time, the seeds' messages per field. The end is
 * when the last meeting ends, so it must come after the start by at least one meeting.
 */
export const meetingDaySchema = z
  .object({
    date: z
      .string()
      .trim()
      .min(1, { message: `${M}.dateRequired`, abort: true })
      .refine(isIsoDate, `${M}.dateInvalid`),
    start_time: timeOfDay(`${M}.startRequired`),
    end_time: timeOfDay(`${M}.endRequired`),
  })
  .refine(({ start_time: start, end_time: end }) => minutesOf(end) - minutesOf(start) >= MEETING_MINUTES, {
    message: `${M}.endBeforeStart`,
    path: ['end_time'],
  });
export type MeetingDayInput = z.input<typeof meetingDaySchema>;

/**
 * The hourly slots of a day from start to end, end exclusive: every slot is a whole meeting that is over by the end
 * time (10:00 to 13:00 gives 10:00, 11:00 and 12:00).
 */
export function hourlySlots(start: string, end: string): string[] {
  const last = minutesOf(end) - MEETING_MINUTES;
  const slots: string[] = [];
  for (let minute = minutesOf(start); minute <= last; minute += MEETING_MINUTES) {
    slots.push(`${String(Math.floor(minute / 60)).padStart(2, '0')}:${String(minute % 60).padStart(2, '0')}`);
  }

  return slots;
}

/**
 * Seeds 7.5 `POST /insert/meeting-room` and `/update/meeting-room`: name and capacity required (the seeds'
 * messages), and stricter than the seeds, the capacity a whole number of people. The picture is the stored key
 * from the upload route, or '' for none; the action checks which key it may be.
 */
export const meetingRoomSchema = z.object({
  room_number: text(100).min(1, `${M}.roomNameRequired`),
  /**
   * Optional: English pages show the Mongolian name when it is ''. Left out (as the seeds' clients send a room),
   * a new room has none and an edited one keeps its own.
   */
  room_number_en: text(100).optional(),
  capacity: z
    .string()
    .trim()
    .min(1, { message: `${M}.capacityRequired`, abort: true })
    .regex(/^\d{1,4}$/, { message: `${M}.capacityNumber`, abort: true })
    .transform(Number)
    .refine((capacity) => capacity >= 1, `${M}.capacityNumber`),
  room_pic: z.string().trim().max(300).default(''),
});
export type MeetingRoomInput = z.input<typeof meetingRoomSchema>;

export const meetingRoomUpdateSchema = meetingRoomSchema.extend({ id });

/** Seeds 5 bulk file: these columns, in the template's order (header names compared case-insensitively). */
export const IMPORT_COLUMNS = ['name', 'name_en', 'email', 'phone_number', 'user_type'] as const;
/** An expo's attendee list is a few hundred rows: the limits keep one request small. */
export const IMPORT_MAX_BYTES = 5 * 1024 * 1024;
export const IMPORT_MAX_ROWS = 5000;

/** GET /api/yellow-page/meeting-users-template?format=csv|xlsx */
export const templateQuerySchema = z.object({ format: z.enum(['csv', 'xlsx'], 'validation.invalid').default('csv') });
