import {
  allUsersQuerySchema,
  availabilityQuerySchema,
  codeRequestQuerySchema,
  confirmationCodeBodySchema,
  invitationBodySchema,
  meetingChangeQuerySchema,
  meetingsByUserQuerySchema,
  userQuerySchema,
} from '@/lib/meetings/attendee-schema';

import type { ApiRoute } from './types';

/**
 * The expo meetings of registered attendees (seeds conference-and-directory 7.4). Sign-in mails a code and
 * POST verify/confirmation-code sets the session cookie; every later call takes the attendee from the session,
 * and an attendee id a request names (sender_id, userId, id) is only compared with it (403 when another).
 * Messages follow ?lang= (mn or en).
 */
export const MEETINGS_ROUTES: readonly ApiRoute[] = [
  {
    method: 'get',
    path: '/api/yellow-page/send/verification-code',
    summary:
      'Mail a 6-digit sign-in code to a registered meeting user (by email only); 404 for an unregistered e-mail, 429 when the client asked about too many addresses; sets the sign-in-browser cookie, and the code works only from that browser or network',
    tag: 'meetings',
    query: codeRequestQuerySchema,
    responseKeys: ['user'],
    errors: [400, 404, 429, 503],
  },
  {
    method: 'post',
    path: '/api/yellow-page/verify/confirmation-code',
    summary:
      'Check the mailed code and sign the meeting user in: user.user_token names the meeting page; every wrong guess, for a user or an id of none, is the same 401',
    tag: 'meetings',
    body: confirmationCodeBodySchema,
    responseKeys: ['user'],
    errors: [400, 401, 429],
  },
  {
    method: 'get',
    path: '/api/yellow-page/get/user',
    summary: 'The signed-in meeting user (token, when given, must be its own)',
    tag: 'meetings',
    query: userQuerySchema,
    responseKeys: ['user'],
    errors: [400, 401, 403],
  },
  {
    method: 'get',
    path: '/api/yellow-page/get/all-users',
    summary:
      "Meeting users to invite, never the attendee itself: by part of a name (q) without their e-mail, or by a whole e-mail address (q) with it; a search with an @ counts against the meeting login's lookups of the client (429 with Retry-After past them)",
    tag: 'meetings',
    query: allUsersQuerySchema,
    responseKeys: ['users'],
    errors: [400, 401, 403, 429],
  },
  {
    method: 'get',
    path: '/api/yellow-page/get/available-meeting-times',
    summary: 'Days, hourly times and rooms still free for the signed-in attendee, and for receiver_id too when given',
    tag: 'meetings',
    query: availabilityQuerySchema,
    responseKeys: ['meetings'],
    errors: [400, 401],
  },
  {
    method: 'post',
    path: '/api/yellow-page/send/meeting-invitation',
    summary:
      'Invite a meeting user to a room at a time (pending); both are mailed with an .ics. 409 when the room, sender or receiver is taken',
    tag: 'meetings',
    body: invitationBodySchema,
    responseKeys: ['meeting'],
    errors: [400, 401, 403, 404, 409, 429],
  },
  {
    method: 'get',
    path: '/api/yellow-page/get/meetings-by-user',
    summary: "The signed-in attendee's meetings, sent and received, by date and time",
    tag: 'meetings',
    query: meetingsByUserQuerySchema,
    responseKeys: ['meetings'],
    errors: [400, 401, 403],
  },
  {
    method: 'get',
    path: '/api/yellow-page/accept/meeting',
    summary: 'The receiver accepts a pending meeting; both are mailed with an .ics',
    tag: 'meetings',
    query: meetingChangeQuerySchema,
    responseKeys: ['meeting'],
    errors: [400, 401, 403, 404, 409],
  },
  {
    method: 'delete',
    path: '/api/yellow-page/cancel/meeting',
    summary: 'Either party cancels a pending or accepted meeting; both are mailed with a METHOD:CANCEL .ics',
    tag: 'meetings',
    query: meetingChangeQuerySchema,
    responseKeys: ['meeting'],
    errors: [400, 401, 403, 404, 409],
  },
  {
    method: 'post',
    path: '/api/yellow-page/logout',
    summary: 'Sign the attendee out (the session cookie is removed)',
    tag: 'meetings',
    responseKeys: ['message'],
  },
  {
    method: 'get',
    path: '/api/yellow-page/calendar/{file}',
    summary:
      "An attendee's meetings as an iCalendar feed (text/calendar); {file} is the feed's secret followed by .ics, no session needed",
    tag: 'meetings',
    responseKeys: [],
    errors: [404],
  },
  {
    method: 'post',
    path: '/api/yellow-page/calendar/rotate',
    summary: "A new secret address for the signed-in attendee's calendar feed; the old one stops working",
    tag: 'meetings',
    responseKeys: ['calendar_url'],
    errors: [401],
  },
];
