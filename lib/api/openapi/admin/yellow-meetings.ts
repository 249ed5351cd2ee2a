import { meetingListQuerySchema, meetingUserListQuerySchema, templateQuerySchema } from '@/lib/meetings/admin/schema';

import type { ApiRoute } from '../types';

const GUARDED = { tag: 'meetings admin', method: 'get', isAdmin: true, errors: [400, 401, 403] } as const;

/**
 * The expo meetings' back-office calls (seeds conference-and-directory 7.5): guarded reads, the import template,
 * and the bulk import of meeting users; the other writes are server actions calling the same domain code.
 */
export const ADMIN_YELLOW_MEETINGS_ROUTES: readonly ApiRoute[] = [
  {
    ...GUARDED,
    path: '/api/yellow-page/get/meetings',
    summary: 'Meetings of one status or all, newest first (lang=en: English names and labels in the CSV; format=csv: the whole filter as CSV)',
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
  { ...GUARDED, path: '/api/yellow-page/meeting-users-template', summary: 'The meeting user import template as CSV or .xlsx', query: templateQuerySchema, responseKeys: [] },
  {
    ...GUARDED,
    method: 'post',
    path: '/api/yellow-page/upload/meeting-users',
    summary:
      'Import meeting users from a multipart `file` (CSV or .xlsx; columns name, name_en, email, phone_number, user_type): new e-mails added, registered ones updated, bad rows skipped and reported',
    responseKeys: ['message', 'added', 'updated', 'rejected'],
    errors: [400, 401, 403, 413, 415],
  },
];
