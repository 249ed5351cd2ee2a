import {
  meetingDaySchema,
  meetingIdSchema,
  meetingListQuerySchema,
  meetingRoomSchema,
  meetingRoomUpdateSchema,
  meetingUserListQuerySchema,
  meetingUserSchema,
  meetingUserUpdateSchema,
  templateQuerySchema,
} from '@/lib/meetings/admin/schema';

import type { ApiRoute } from '../types';

const GUARDED = { tag: 'meetings admin', method: 'get', isAdmin: true, errors: [400, 401, 403] } as const;
const WRITE = { ...GUARDED, method: 'post' } as const;
const DELETE = {
  ...GUARDED,
  method: 'delete',
  query: meetingIdSchema,
  responseKeys: ['id'],
  errors: [400, 401, 403, 404, 409],
} as const;
/** The stored picture key the screen's form saves: the API takes the picture itself, as the multipart file `image`. */
const PICTURE_KEY = { room_pic: true } as const;

/**
 * The expo meetings' back-office calls (seeds conference-and-directory 7.5): guarded reads, the import template, the
 * bulk import of meeting users, and the writes of the back-office screens (the same server actions the screens call).
 * Failures answer `{ message }` in Mongolian; 409 is a conflict with the stored data (an e-mail or room name taken, a
 * time, room or user still used by live meetings, with their number in the message).
 */
export const ADMIN_YELLOW_MEETINGS_ROUTES: readonly ApiRoute[] = [
  {
    ...GUARDED,
    path: '/api/yellow-page/get/meetings',
    summary:
      'Meetings of one status or all, newest first (lang=en: English names and labels in the CSV; format=csv: the whole filter as CSV)',
    query: meetingListQuerySchema,
    responseKeys: ['meetings', 'totalPages', 'total'],
  },
  {
    ...GUARDED,
    path: '/api/yellow-page/get/meeting-times-rooms',
    summary: 'Every meeting time and room (meetings.times, meetings.rooms), each with its number of live meetings',
    responseKeys: ['meetings'],
    errors: [401, 403],
  },
  {
    ...GUARDED,
    path: '/api/yellow-page/get/meeting-users',
    summary: 'Meeting users of one type (Exhibitor, Attendee, Sponsor) or all, newest first',
    query: meetingUserListQuerySchema,
    responseKeys: ['users', 'total', 'totalPages'],
  },
  {
    ...GUARDED,
    path: '/api/yellow-page/meeting-users-template',
    summary: 'The meeting user import template as CSV or .xlsx',
    query: templateQuerySchema,
    responseKeys: [],
  },
  {
    ...GUARDED,
    method: 'post',
    path: '/api/yellow-page/upload/meeting-users',
    summary:
      'Import meeting users from a multipart `file` (CSV or .xlsx; columns name, name_en, email, phone_number, user_type): new e-mails added, registered ones updated, bad rows skipped and reported',
    responseKeys: ['message', 'added', 'updated', 'rejected'],
    errors: [400, 401, 403, 413, 415],
  },
  {
    ...WRITE,
    path: '/api/yellow-page/insert/meeting-user',
    summary: 'Add a meeting user (JSON); the answer carries the saved user',
    body: meetingUserSchema,
    responseKeys: ['user'],
    errors: [400, 401, 403, 409],
  },
  {
    ...WRITE,
    path: '/api/yellow-page/update/meeting-user',
    summary: "Change a meeting user's details (JSON with id); the answer carries the saved user",
    body: meetingUserUpdateSchema,
    responseKeys: ['user'],
    errors: [400, 401, 403, 404, 409],
  },
  {
    ...DELETE,
    path: '/api/yellow-page/delete/meeting-user',
    summary: 'Delete a meeting user with their cancelled meetings; refused (409) while they have a live meeting',
  },
  {
    ...WRITE,
    path: '/api/yellow-page/insert/meeting-time',
    summary:
      "Add a day's hourly meeting times from start_time to end_time (end exclusive, JSON); times the day has already are kept",
    body: meetingDaySchema,
    responseKeys: ['added', 'existing'],
  },
  {
    ...DELETE,
    path: '/api/yellow-page/delete/meeting-time',
    summary: 'Delete a meeting time with its cancelled meetings; refused (409) while a live meeting is booked at it',
  },
  {
    ...WRITE,
    path: '/api/yellow-page/insert/meeting-room',
    summary:
      'Add a room (multipart: room_number, an optional English room_number_en, capacity and an optional jpeg/png file `image`)',
    body: meetingRoomSchema.omit(PICTURE_KEY),
    responseKeys: ['id'],
    errors: [400, 401, 403, 409, 413, 415],
  },
  {
    ...WRITE,
    path: '/api/yellow-page/update/meeting-room',
    summary:
      'Change a room (multipart: id, room_number, an optional room_number_en, capacity and an optional jpeg/png file `image`; the English name and the picture stay when left out)',
    body: meetingRoomUpdateSchema.omit(PICTURE_KEY),
    responseKeys: ['id'],
    errors: [400, 401, 403, 404, 409, 413, 415],
  },
  {
    ...DELETE,
    path: '/api/yellow-page/delete/meeting-room',
    summary:
      'Delete a room with its cancelled meetings and its picture; refused (409) while a live meeting is booked in it',
  },
];
