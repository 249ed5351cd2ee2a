import { registrationQueryFieldsSchema } from '@/lib/conference/registrations/schema';

import type { ApiRoute } from '../types';

const GUARDED = { tag: 'admin', isAdmin: true } as const;
const REGISTRATION_LIST = {
  ...GUARDED,
  method: 'get',
  query: registrationQueryFieldsSchema,
  responseKeys: ['register', 'total', 'totalPages'],
  errors: [400, 401, 403, 404],
} as const;

/** Guarded reads of the conference back-office (seeds conference 7.2) for its registrations screens. */
export const ADMIN_WEEK_REGISTRATIONS_ROUTES: readonly ApiRoute[] = [
  {
    ...GUARDED,
    method: 'get',
    path: '/api/mw/get/event',
    summary: 'The conference editions for the event selectors, newest first',
    responseKeys: ['event'],
    errors: [401, 403],
  },
  {
    ...REGISTRATION_LIST,
    path: '/api/mw/get/user-registration',
    summary:
      'An edition’s registrations (the current one by default), newest first, searched by phone, e-mail, first name or company (format=csv|xlsx: the whole search as a file)',
  },
  {
    ...REGISTRATION_LIST,
    path: '/api/mw/get/new-registration',
    summary: 'The new-registration screen’s list: the same query and answer as /api/mw/get/user-registration',
  },
];
