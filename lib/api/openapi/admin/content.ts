import type { ApiRoute } from '../types';

/** Guarded admin reads of the content screens (seeds admin-back-office 7). */
export const ADMIN_CONTENT_ROUTES: readonly ApiRoute[] = [];
