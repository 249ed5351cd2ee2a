import { accountQuerySchema } from '@/lib/accounts/schema';
import { auditQuerySchema } from '@/lib/audit-log/schema';
import { officeRequestQuerySchema } from '@/lib/membership-requests/admin-schema';
import { adminTradeQuerySchema } from '@/lib/trade/admin-query';
import { importKindSchema, templateQuerySchema } from '@/lib/trade/import/schema';

import type { ApiRoute } from '../types';

const GUARDED = { tag: 'admin', errors: [401, 403], isAdmin: true } as const;

/** Guarded admin reads of the operations screens (seeds admin-back-office 7). */
export const ADMIN_OPERATIONS_ROUTES: readonly ApiRoute[] = [
  {
    ...GUARDED,
    method: 'get',
    path: '/api/admin/get/trade',
    summary: 'Trades of the back-office grid (format=csv: the whole filter as CSV)',
    query: adminTradeQuerySchema,
    responseKeys: ['result', 'totalPages', 'total'],
  },
  {
    ...GUARDED,
    method: 'get',
    path: '/api/admin/get/notice',
    summary: 'Announced auctions of the back-office grid (format=csv: the whole filter as CSV)',
    query: adminTradeQuerySchema,
    responseKeys: ['result', 'totalPages', 'total'],
  },
  {
    ...GUARDED,
    method: 'post',
    path: '/api/admin/import/trade',
    summary:
      'Import trades or notices from a CSV or .xlsx file sent as the raw body, all or nothing (docs/trade-import.md)',
    query: importKindSchema,
    responseKeys: ['inserted', 'skipped', 'total'],
    errors: [400, 401, 403, 413, 415],
  },
  {
    ...GUARDED,
    method: 'get',
    path: '/api/admin/import/trade/template',
    summary: 'The import file template as CSV or .xlsx',
    query: templateQuerySchema,
    responseKeys: [],
  },
  {
    ...GUARDED,
    method: 'get',
    path: '/api/get/admin-users',
    summary: 'Staff accounts, admins only (format=csv: all as CSV)',
    query: accountQuerySchema,
    responseKeys: ['account', 'totalPages', 'total'],
  },
  {
    ...GUARDED,
    method: 'get',
    path: '/api/get/office-request',
    summary: 'Received membership, codex and meeting requests, newest first, searchable (format=csv)',
    query: officeRequestQuerySchema,
    responseKeys: ['request', 'totalPages', 'total'],
  },
  {
    ...GUARDED,
    method: 'get',
    path: '/api/admin/get/audit-log',
    summary: 'Admin writes, newest first, filtered by account e-mail, action and days (format=csv)',
    query: auditQuerySchema,
    responseKeys: ['audit', 'totalPages', 'total'],
  },
];
