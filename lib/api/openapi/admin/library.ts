import { adminReportQuerySchema, adminVideoQuerySchema } from '@/lib/library/admin-query';

import type { ApiRoute } from '../types';

/** Guarded admin reads of the library screens (seeds admin-back-office 7). */
export const ADMIN_LIBRARY_ROUTES: readonly ApiRoute[] = [
  {
    method: 'get',
    path: '/api/admin/get/document-pdf',
    summary: 'PDF documents with both names (admin); format=csv answers CSV',
    tag: 'admin',
    responseKeys: ['document'],
    errors: [401, 403],
    isAdmin: true,
  },
  {
    method: 'get',
    path: '/api/admin/get/mining-video',
    summary: 'One page of Mining 101 videos with both names (admin)',
    tag: 'admin',
    query: adminVideoQuerySchema,
    responseKeys: ['video', 'totalPages', 'total'],
    errors: [401, 403],
    isAdmin: true,
  },
  {
    method: 'get',
    path: '/api/get/reports',
    summary: 'One page of reports with both titles (admin)',
    tag: 'admin',
    query: adminReportQuerySchema,
    responseKeys: ['reports', 'total', 'totalPages'],
    errors: [401, 403],
    isAdmin: true,
  },
  {
    method: 'get',
    path: '/api/admin/get/sustainable-mining',
    summary: 'Sustainable-mining posters with both names (admin); format=csv answers CSV',
    tag: 'admin',
    responseKeys: ['mining'],
    errors: [401, 403],
    isAdmin: true,
  },
];
