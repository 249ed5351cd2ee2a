import type { ApiRoute } from '../types';

/**
 * Reads of the conference site's menu, social links and footer (seeds conference 7.1 last line, 7.2 first three
 * lines). Only the full menu list is staff-only; the others are the public site's own reads, which the
 * back-office screens share.
 */
export const ADMIN_WEEK_SITE_ROUTES: readonly ApiRoute[] = [
  {
    method: 'get',
    path: '/api/mw/get/categories',
    summary:
      'Every conference menu category, active or not, in menu order (cid, category, category_en, pid, category_status, page_type)',
    tag: 'admin',
    responseKeys: ['category'],
    errors: [401, 403],
    isAdmin: true,
  },
  {
    method: 'get',
    path: '/api/mw/get/category',
    summary: 'The conference menu: its active categories in menu order',
    tag: 'conference',
    responseKeys: ['category'],
  },
  {
    method: 'get',
    path: '/api/mw/get/footer',
    summary: "The conference's contact entries (type phone, email or link)",
    tag: 'conference',
    responseKeys: ['footer'],
  },
  {
    method: 'get',
    path: '/api/mw/get/social-link',
    summary: "The conference's social network links",
    tag: 'conference',
    responseKeys: ['link'],
  },
];
