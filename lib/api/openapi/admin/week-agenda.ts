import { agendaListQuerySchema } from '@/lib/conference/schedule/agenda/schema';
import { hallQuerySchema } from '@/lib/conference/schedule/halls/schema';
import { presentationQuerySchema } from '@/lib/conference/schedule/presentations/schema';

import type { ApiRoute } from '../types';

/**
 * Reads of the conference's agenda and presentation screens: the guarded ones of the back-office (seeds conference
 * 7.2) and the public hall and presentation reads (7.1) that the same screens' changes show up in.
 */
export const ADMIN_WEEK_AGENDA_ROUTES: readonly ApiRoute[] = [
  {
    method: 'get',
    path: '/api/mw/admin/get/agenda',
    summary: 'An edition’s agenda pages (the current edition by default), one language (1 mn, 2 en) or all, one page',
    tag: 'admin',
    query: agendaListQuerySchema,
    responseKeys: ['agenda', 'total', 'totalPages'],
    errors: [400, 401, 403],
    isAdmin: true,
  },
  {
    method: 'get',
    path: '/api/mw/get/language',
    summary: 'The conference’s language codes: 1 Mongolian, 2 English',
    tag: 'admin',
    responseKeys: ['result'],
    errors: [401, 403],
    isAdmin: true,
  },
  {
    method: 'get',
    path: '/api/mw/get/hall',
    summary: 'An edition’s halls in their order (the current edition by default)',
    tag: 'conference',
    query: hallQuerySchema,
    responseKeys: ['hall'],
    errors: [400],
  },
  {
    method: 'get',
    path: '/api/mw/get/presentation',
    summary: 'The presentations of a day (agenda: the day’s id) in a hall, in their order, with their PDF addresses',
    tag: 'conference',
    query: presentationQuerySchema,
    responseKeys: ['presentations'],
    errors: [400],
  },
];
