import { adminNewsQuerySchema } from '@/lib/news/admin-schema';

import type { ApiRoute } from '../types';

/** Guarded admin reads of the content screens (seeds admin-back-office 7). */
export const ADMIN_CONTENT_ROUTES: readonly ApiRoute[] = [
  {
    method: 'get',
    path: '/api/admin/get/news',
    summary: 'Every news item (any status) of a category or all, one page, newest first; format=csv for a download',
    tag: 'admin',
    query: adminNewsQuerySchema,
    responseKeys: ['news', 'total', 'totalPages'],
    errors: [401, 403],
    isAdmin: true,
  },
];
