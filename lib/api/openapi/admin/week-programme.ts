import { eventDatesQuerySchema } from '@/lib/conference/programme/event-days/schema';
import { presenterQuerySchema, publicPresenterQuerySchema } from '@/lib/conference/programme/presenters/schema';

import type { ApiRoute } from '../types';

/** Reads of the conference back-office (seeds conference 7.1 and 7.2) for its presenters, event dates and gallery. */
export const ADMIN_WEEK_PROGRAMME_ROUTES: readonly ApiRoute[] = [
  {
    method: 'get',
    path: '/api/mw/get/presenter',
    summary: 'An edition’s key speakers in their queue order, in the language of lang',
    tag: 'conference',
    query: publicPresenterQuerySchema,
    responseKeys: ['presenter'],
    errors: [400],
  },
  {
    method: 'get',
    path: '/api/mw/admin/get/presenter',
    summary: 'One page of an edition’s presenters (the current edition by default) in queue order, with both languages',
    tag: 'admin',
    query: presenterQuerySchema,
    responseKeys: ['presenter', 'total', 'totalPages'],
    errors: [400, 401],
    isAdmin: true,
  },
  {
    method: 'get',
    path: '/api/mw/get/event-dates',
    summary: 'The editions’ days (or one edition’s) by edition then day; a day’s date is the same in every language',
    tag: 'admin',
    query: eventDatesQuerySchema,
    responseKeys: ['dates'],
    errors: [400, 401],
    isAdmin: true,
  },
];
