import { memberCompanyQuerySchema } from '@/lib/member-companies/schema';

import type { ApiRoute } from '../types';

const GUARDED = { tag: 'admin', errors: [401, 403], isAdmin: true } as const;

/** Guarded admin reads of the organisation screens (seeds admin-back-office 7). */
export const ADMIN_ORGANISATION_ROUTES: readonly ApiRoute[] = [
  {
    method: 'get',
    path: '/api/admin/get/banner',
    summary: 'Home-page slides for the slides screen',
    responseKeys: ['banner'],
    ...GUARDED,
  },
  {
    method: 'get',
    path: '/api/admin/get/social-link',
    summary: 'Social links for the social links screen',
    responseKeys: ['link'],
    ...GUARDED,
  },
  {
    method: 'get',
    path: '/api/admin/get/about-us',
    summary: 'About entries of every category (presidents, council, office, auditors)',
    responseKeys: ['about'],
    ...GUARDED,
  },
  {
    method: 'get',
    path: '/api/get/membership',
    summary: 'Membership logos with their board_member / main_member flags',
    responseKeys: ['logos'],
    ...GUARDED,
  },
  {
    method: 'get',
    path: '/api/get/member-companies',
    summary:
      'Member companies, searched by name on the server; each email (the sign-in address) is null, and the CSV has no e-mail column, for staff without the evidence permission',
    query: memberCompanyQuerySchema,
    responseKeys: ['members'],
    ...GUARDED,
  },
];
