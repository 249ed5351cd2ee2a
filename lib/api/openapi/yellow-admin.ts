import {
  categoryQuerySchema,
  companyListQuerySchema,
  consultantListQuerySchema,
  idQuerySchema,
  nameQuerySchema,
  requestQuerySchema,
} from '@/lib/directory/admin/schema';

import type { ApiRoute } from './types';

const GUARDED = { tag: 'directory admin', method: 'get', isAdmin: true, errors: [400, 401, 403] } as const;
const PAGE = ['request', 'totalPages', 'total'] as const;

/** The directory back-office's guarded reads (seeds conference-and-directory 7.5); its writes are server actions. */
export const YELLOW_ADMIN_ROUTES: readonly ApiRoute[] = [
  {
    ...GUARDED,
    path: '/api/yellow-page/get/new-request',
    summary: 'Pending registration requests (type 1 companies, 2 consultant engineers), newest first',
    query: requestQuerySchema,
    responseKeys: PAGE,
  },
  {
    ...GUARDED,
    path: '/api/yellow-page/get/company-list',
    summary: 'Companies of every review state, filtered by main or sub category, approval and status',
    query: companyListQuerySchema,
    responseKeys: PAGE,
  },
  {
    ...GUARDED,
    path: '/api/yellow-page/get/company-list/name',
    summary: 'Companies whose Mongolian or English name holds name',
    query: nameQuerySchema,
    responseKeys: PAGE,
  },
  {
    ...GUARDED,
    path: '/api/yellow-page/get/consultant-list',
    summary: 'Consultant engineers, filtered by approval (all|true|false)',
    query: consultantListQuerySchema,
    responseKeys: PAGE,
  },
  {
    ...GUARDED,
    path: '/api/yellow-page/get/consultant-list/name',
    summary: 'Consultant engineers whose Mongolian or English name holds name',
    query: nameQuerySchema,
    responseKeys: PAGE,
  },
  {
    ...GUARDED,
    path: '/api/yellow-page/get/company',
    summary: 'One company with its categories, contacts, texts of both languages and registrant',
    query: idQuerySchema,
    responseKeys: ['company'],
    errors: [400, 401, 403, 404],
  },
  {
    ...GUARDED,
    path: '/api/yellow-page/get/person',
    summary: 'One consultant engineer with both languages and registrant',
    query: idQuerySchema,
    responseKeys: ['person'],
    errors: [400, 401, 403, 404],
  },
  {
    ...GUARDED,
    path: '/api/yellow-page/get/categories',
    summary: 'Sub categories of one main category or all, named in lang',
    query: categoryQuerySchema,
    responseKeys: ['categories', 'totalPages', 'total'],
  },
  {
    ...GUARDED,
    path: '/api/yellow-page/get/banner',
    summary: "The directory home's banners in order",
    responseKeys: ['banner'],
    errors: [401, 403],
  },
];
