import { conferenceNewsQuerySchema } from '@/lib/conference/news/schema';

import type { ApiRoute } from '../types';

/** Guarded reads of the conference back-office (seeds conference 7.2) for its editions screens. */
export const ADMIN_WEEK_EDITIONS_ROUTES: readonly ApiRoute[] = [
  {
    method: 'get',
    path: '/api/mw/get/news',
    summary:
      'Conference news of an edition and category (or all), published or hidden, searched by title, one page, newest first',
    tag: 'admin',
    query: conferenceNewsQuerySchema,
    responseKeys: ['news', 'total', 'totalPages'],
    errors: [400, 401, 403],
    isAdmin: true,
  },
];
