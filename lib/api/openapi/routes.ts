import { requestCodeSchema } from '@/lib/auth/schema';
import { agendaQueryFieldsSchema } from '@/lib/conference/agenda-query';
import { newsCategoryQuerySchema } from '@/lib/conference/archive/news-category-query';
import { galleryQuerySchema } from '@/lib/conference/gallery';
import { registrationSchema } from '@/lib/conference/sign-up/schema';
import { miningVideoQuerySchema, reportQuerySchema } from '@/lib/library/schema';
import { officeRequestSchema } from '@/lib/membership-requests/schema';
import { maintenanceChangeSchema, signInLinkRequestSchema } from '@/lib/operations/schema';
import {
  archiveQuerySchema,
  categoryCountQuerySchema,
  newsByCategoryQuerySchema,
  newsByDateQuerySchema,
  newsByIdQuerySchema,
  newsSearchQuerySchema,
} from '@/lib/news/schema';
import { staticDataQueryFieldsSchema } from '@/lib/static-pages/schema';
import { noticeQuerySchema, tickerQuerySchema, tradeQuerySchema } from '@/lib/trade/schema';

import { ADMIN_ASSESSMENT_ROUTES } from './admin/assessment';
import { ADMIN_CONTENT_ROUTES } from './admin/content';
import { ADMIN_LIBRARY_ROUTES } from './admin/library';
import { ADMIN_OPERATIONS_ROUTES } from './admin/operations';
import { ADMIN_ORGANISATION_ROUTES } from './admin/organisation';
import { ADMIN_WEEK_AGENDA_ROUTES } from './admin/week-agenda';
import { ADMIN_WEEK_EDITIONS_ROUTES } from './admin/week-editions';
import { ADMIN_WEEK_PROGRAMME_ROUTES } from './admin/week-programme';
import { ADMIN_WEEK_REGISTRATIONS_ROUTES } from './admin/week-registrations';
import { ADMIN_WEEK_SITE_ROUTES } from './admin/week-site';
import { ADMIN_YELLOW_MEETINGS_ROUTES } from './admin/yellow-meetings';
import { ASSESSMENT_ROUTES } from './assessment';
import { DIRECTORY_ROUTES } from './directory';
import { DIRECTORY_REGISTER_ROUTES } from './directory-register';
import { MEETINGS_ROUTES } from './meetings';
import { MEMBER_ASSESSMENT_ROUTES } from './member-assessment';
import type { ApiRoute } from './types';
import { YELLOW_ADMIN_ROUTES } from './yellow-admin';

/** Every route handler under /api. A new handler is added here with the schema it validates with. */
export const API_ROUTES: readonly ApiRoute[] = [
  {
    method: 'get',
    path: '/api/health',
    summary: 'Liveness: the process answers (no database round trip)',
    tag: 'service',
    responseKeys: ['ok'],
  },
  {
    method: 'get',
    path: '/api/health/ready',
    summary:
      'Readiness: database reachable and migrated, Redis and S3 reachable when configured, room on the data folder’s disk',
    tag: 'service',
    responseKeys: ['ok', 'checks'],
    errors: [503],
  },
  {
    method: 'post',
    path: '/api/operator/backup',
    summary:
      "The operator's `npm run backup` on this machine (loopback and the token in DATA_DIR/operator-token only): a verified backup, as the nightly job makes it",
    tag: 'service',
    responseKeys: ['name', 'location', 'size', 'rows', 'uploads', 'verification', 'offSiteCopy'],
    errors: [403, 500],
  },
  {
    method: 'get',
    path: '/api/operator/status',
    summary:
      "The operator's `npm run status` on this machine (loopback and the token in DATA_DIR/operator-token only): version, migrations, services, disk, jobs, mail, backup, maintenance and what needs attention",
    tag: 'service',
    responseKeys: [
      'checkedAt',
      'version',
      'migrations',
      'services',
      'disks',
      'diskFreeMinMb',
      'jobs',
      'mail',
      'backups',
      'maintenance',
      'unreadable',
      'problems',
    ],
    errors: [403],
  },
  {
    method: 'get',
    path: '/api/operator/maintenance',
    summary: "The operator's `npm run maintenance`: whether maintenance mode is on, since when and by whom",
    tag: 'service',
    responseKeys: ['isOn', 'changedBy', 'changedAt'],
    errors: [403],
  },
  {
    method: 'post',
    path: '/api/operator/maintenance',
    summary: "The operator's `npm run maintenance on|off`: public writes answer 503 while it is on, on every server",
    tag: 'service',
    body: maintenanceChangeSchema,
    responseKeys: ['isOn', 'changedBy', 'changedAt'],
    errors: [400, 403],
  },
  {
    method: 'post',
    path: '/api/operator/sign-in-link',
    summary:
      "The operator's `npm run admin:sign-in-link`: a one-time sign-in link for a staff address (null for any other)",
    tag: 'service',
    body: signInLinkRequestSchema,
    responseKeys: ['link'],
    errors: [400, 403],
  },
  {
    method: 'get',
    path: '/api/operator/uploads',
    summary: "The operator's `npm run uploads:report`: the uploads' size per folder and the files no row names",
    tag: 'service',
    responseKeys: ['files', 'bytes', 'folders', 'orphans'],
    errors: [403],
  },
  {
    method: 'post',
    path: '/api/operator/uploads',
    summary:
      "The operator's `npm run uploads:report -- --delete-orphans`: deletes the files no row names that are over an hour old",
    tag: 'service',
    responseKeys: ['report', 'deleted', 'keptAsRecent'],
    errors: [403],
  },
  {
    method: 'get',
    path: '/api/get/news',
    summary: 'Published news of a category, newest first',
    tag: 'news',
    query: newsByCategoryQuerySchema,
    responseKeys: ['news', 'totalPages', 'total'],
    errors: [400],
  },
  {
    method: 'get',
    path: '/api/get/news-by-date',
    summary: 'Published news of an archive month',
    tag: 'news',
    query: newsByDateQuerySchema,
    responseKeys: ['news', 'totalPages', 'total'],
    errors: [400],
  },
  {
    method: 'get',
    path: '/api/search/news',
    summary: 'Search titles and summaries in both languages',
    tag: 'news',
    query: newsSearchQuerySchema,
    responseKeys: ['news', 'totalPages', 'total'],
    errors: [400],
  },
  {
    method: 'get',
    path: '/api/get/news/id',
    summary: 'One published news item',
    tag: 'news',
    query: newsByIdQuerySchema,
    responseKeys: ['news'],
    errors: [400, 404],
  },
  {
    method: 'get',
    path: '/api/get/category-news-count',
    summary: 'News categories with their counts',
    tag: 'news',
    query: categoryCountQuerySchema,
    responseKeys: ['categories'],
    errors: [400],
  },
  {
    method: 'get',
    path: '/api/get/archive-news-date',
    summary: 'Months that have news',
    tag: 'news',
    query: archiveQuerySchema,
    responseKeys: ['dates'],
    errors: [400],
  },
  {
    method: 'get',
    path: '/api/get/recent-trade',
    summary: 'Trades of the last 30 days for the ticker',
    tag: 'trade',
    responseKeys: ['trade'],
  },
  {
    method: 'get',
    path: '/api/get/ticker',
    summary: "The ticker's newest trades then notices, formatted in the language of lang",
    tag: 'trade',
    query: tickerQuerySchema,
    responseKeys: ['entries'],
  },
  {
    method: 'get',
    path: '/api/get/recent-notice',
    summary: 'Announced auctions for the ticker',
    tag: 'trade',
    responseKeys: ['notice'],
  },
  {
    method: 'get',
    path: '/api/get/trade',
    summary: 'Trade results in a date range (Ulaanbaatar days), newest first',
    tag: 'trade',
    query: tradeQuerySchema,
    responseKeys: ['trade', 'totalPages', 'total'],
    errors: [400],
  },
  {
    method: 'get',
    path: '/api/get/notice',
    summary: 'Announced auctions, optionally in a date range',
    tag: 'trade',
    query: noticeQuerySchema,
    responseKeys: ['notice', 'totalPages', 'total'],
    errors: [400],
  },
  {
    method: 'get',
    path: '/api/get/report',
    summary: 'Reports, newest first',
    tag: 'library',
    query: reportQuerySchema,
    responseKeys: ['reports', 'totalPages', 'total'],
    errors: [400],
  },
  {
    method: 'get',
    path: '/api/get/banner',
    summary: 'Home-page slides in order',
    tag: 'content',
    responseKeys: ['banner'],
  },
  {
    method: 'get',
    path: '/api/get/social-link',
    summary: 'Social network links',
    tag: 'content',
    responseKeys: ['link'],
  },
  {
    method: 'get',
    path: '/api/auth/sign-in-link',
    summary:
      'Signs a staff member in with a one-time link of `npm run admin:sign-in-link` (?token=) and opens /admin/operations (303)',
    tag: 'sign-in',
    responseKeys: [],
    errors: [403, 410],
  },
  {
    method: 'post',
    path: '/api/auth/admin-code',
    summary: 'Mail a sign-in code to a registered staff e-mail',
    tag: 'sign-in',
    body: requestCodeSchema,
    responseKeys: ['message'],
    errors: [400, 404, 429, 503],
  },
  {
    method: 'get',
    path: '/api/get/dashboard',
    summary: 'Counts of news and requests',
    tag: 'admin',
    responseKeys: ['newsCount', 'requestCount'],
    errors: [401, 403],
    isAdmin: true,
  },
  {
    method: 'get',
    path: '/api/get/account',
    summary: 'The signed-in staff account',
    tag: 'admin',
    responseKeys: ['account'],
    errors: [401],
    isAdmin: true,
  },
  {
    method: 'get',
    path: '/api/get/about-us',
    summary: 'Honorary presidents, council, office staff and auditors',
    tag: 'organisation',
    responseKeys: ['about'],
  },
  {
    method: 'get',
    path: '/api/get/logos',
    summary: 'Logos of the working groups with their committee flags',
    tag: 'organisation',
    responseKeys: ['logos'],
  },
  {
    method: 'get',
    path: '/api/get/member-logo',
    summary: 'Logos of board members and main members',
    tag: 'organisation',
    responseKeys: ['logos'],
  },
  {
    method: 'post',
    path: '/api/insert/office-request',
    summary: 'Send a membership request (messages in the language of ?lang=)',
    tag: 'organisation',
    body: officeRequestSchema,
    responseKeys: ['message'],
    errors: [400, 429],
  },
  {
    method: 'get',
    path: '/api/get/responsible-logo',
    summary: 'Partner logos of the responsible-mining initiative',
    tag: 'library',
    responseKeys: ['logos'],
  },
  {
    method: 'get',
    path: '/api/get/document-pdf',
    summary: 'Downloadable PDF documents',
    tag: 'library',
    responseKeys: ['document'],
  },
  { method: 'get', path: '/api/get/minerals', summary: 'Mineral pictures', tag: 'library', responseKeys: ['minerals'] },
  {
    method: 'get',
    path: '/api/get/mining-video',
    summary: 'Mining 101 videos, all or one page',
    tag: 'library',
    query: miningVideoQuerySchema,
    responseKeys: ['video', 'totalPages', 'total'],
    errors: [400],
  },
  {
    method: 'get',
    path: '/api/get/sustainable-mining',
    summary: 'Sustainable-mining posters with their PDFs',
    tag: 'library',
    responseKeys: ['mining'],
  },
  {
    method: 'get',
    path: '/api/get/static-data',
    summary: 'Both languages of a static page (by pid or cid)',
    tag: 'content',
    query: staticDataQueryFieldsSchema,
    responseKeys: ['static'],
    errors: [400, 404],
  },
  {
    method: 'get',
    path: '/api/admin/get/pending-logo/{name}',
    summary:
      'The logo of a directory request waiting for review (the image itself); public under /files only once approved',
    tag: 'admin',
    responseKeys: [],
    errors: [401, 403, 404],
    isAdmin: true,
  },
  {
    method: 'post',
    path: '/api/admin/upload/{kind}',
    summary: 'Store an admin upload (image, pdf or video) sent as the raw body',
    tag: 'admin',
    responseKeys: ['key', 'url'],
    errors: [400, 401, 403, 404, 413, 415],
    isAdmin: true,
  },
  {
    method: 'get',
    path: '/api/mw/get/agenda',
    summary: 'An edition’s days with their programme and agenda pages (the current edition by default)',
    tag: 'conference',
    query: agendaQueryFieldsSchema,
    responseKeys: ['agenda'],
    errors: [400, 404],
  },
  {
    method: 'get',
    path: '/api/mw/get/news-category',
    summary: 'The conference’s news categories with their published news counts (of one edition with ?event=)',
    tag: 'conference',
    query: newsCategoryQuerySchema,
    responseKeys: ['categories'],
    errors: [400],
  },
  {
    method: 'get',
    path: '/api/mw/get/gallery-by-date',
    summary: 'An agenda day’s photos in upload order, 12 at a time by default',
    tag: 'conference',
    query: galleryQuerySchema,
    responseKeys: ['images'],
    errors: [400],
  },
  {
    method: 'get',
    path: '/api/mw/agenda.ics',
    summary: 'The programme, or one day of it, as an iCalendar file (text/calendar)',
    tag: 'conference',
    query: agendaQueryFieldsSchema,
    responseKeys: [],
    errors: [400, 404],
  },
  {
    method: 'post',
    path: '/api/mw/insert/registration',
    summary:
      'Register for the current conference edition; a confirmation is mailed (messages in the language of ?lang=). An address already registered for the edition is answered exactly like a new one and is mailed that it is registered: nothing is stored twice. 409 when no edition is open or it has ended',
    tag: 'conference',
    body: registrationSchema,
    responseKeys: ['message'],
    errors: [400, 409, 429],
  },
  ...ASSESSMENT_ROUTES,
  ...ADMIN_CONTENT_ROUTES,
  ...ADMIN_ORGANISATION_ROUTES,
  ...ADMIN_LIBRARY_ROUTES,
  ...ADMIN_OPERATIONS_ROUTES,
  ...MEMBER_ASSESSMENT_ROUTES,
  ...ADMIN_ASSESSMENT_ROUTES,
  ...ADMIN_WEEK_SITE_ROUTES,
  ...ADMIN_WEEK_REGISTRATIONS_ROUTES,
  ...ADMIN_WEEK_PROGRAMME_ROUTES,
  ...ADMIN_WEEK_AGENDA_ROUTES,
  ...ADMIN_WEEK_EDITIONS_ROUTES,
  ...DIRECTORY_ROUTES,
  ...DIRECTORY_REGISTER_ROUTES,
  ...YELLOW_ADMIN_ROUTES,
  ...ADMIN_YELLOW_MEETINGS_ROUTES,
  ...MEETINGS_ROUTES,
];
