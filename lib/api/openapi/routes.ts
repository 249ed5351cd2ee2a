import { requestCodeSchema } from '@/lib/auth/schema';
import {
  archiveQuerySchema,
  categoryCountQuerySchema,
  newsByCategoryQuerySchema,
  newsByDateQuerySchema,
  newsByIdQuerySchema,
  newsSearchQuerySchema,
} from '@/lib/news/schema';

import type { ApiRoute } from './types';

/** Every route handler under /api. A new handler is added here with the schema it validates with. */
export const API_ROUTES: readonly ApiRoute[] = [
  { method: 'get', path: '/api/health', summary: 'Health after a database round trip', tag: 'service', responseKeys: ['ok'], errors: [503] },
  { method: 'get', path: '/api/get/news', summary: 'Published news of a category, newest first', tag: 'news', query: newsByCategoryQuerySchema, responseKeys: ['news', 'totalPages', 'total'], errors: [400] },
  { method: 'get', path: '/api/get/news-by-date', summary: 'Published news of an archive month', tag: 'news', query: newsByDateQuerySchema, responseKeys: ['news', 'totalPages', 'total'], errors: [400] },
  { method: 'get', path: '/api/search/news', summary: 'Search titles and summaries in both languages', tag: 'news', query: newsSearchQuerySchema, responseKeys: ['news', 'totalPages', 'total'], errors: [400] },
  { method: 'get', path: '/api/get/news/id', summary: 'One published news item', tag: 'news', query: newsByIdQuerySchema, responseKeys: ['news'], errors: [400, 404] },
  { method: 'get', path: '/api/get/category-news-count', summary: 'News categories with their counts', tag: 'news', query: categoryCountQuerySchema, responseKeys: ['categories'], errors: [400] },
  { method: 'get', path: '/api/get/archive-news-date', summary: 'Months that have news', tag: 'news', query: archiveQuerySchema, responseKeys: ['dates'], errors: [400] },
  { method: 'get', path: '/api/get/recent-trade', summary: 'Trades of the last 30 days for the ticker', tag: 'trade', responseKeys: ['trade'] },
  { method: 'get', path: '/api/get/recent-notice', summary: 'Announced auctions for the ticker', tag: 'trade', responseKeys: ['notice'] },
  { method: 'get', path: '/api/get/banner', summary: 'Home-page slides in order', tag: 'content', responseKeys: ['banner'] },
  { method: 'get', path: '/api/get/social-link', summary: 'Social network links', tag: 'content', responseKeys: ['link'] },
  { method: 'post', path: '/api/auth/admin-code', summary: 'Mail a sign-in code to a registered staff e-mail', tag: 'sign-in', body: requestCodeSchema, responseKeys: ['message'], errors: [400, 404, 429, 503] },
  { method: 'get', path: '/api/get/dashboard', summary: 'Counts of news and requests', tag: 'admin', responseKeys: ['newsCount', 'requestCount'], errors: [401, 403], isAdmin: true },
  { method: 'get', path: '/api/get/account', summary: 'The signed-in staff account', tag: 'admin', responseKeys: ['account'], errors: [401], isAdmin: true },
];
