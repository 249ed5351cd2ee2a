import type { ApiRoute } from '../types';

/** Guarded reads of the conference back-office (seeds conference 7.2) for its site screens. */
export const ADMIN_WEEK_SITE_ROUTES: readonly ApiRoute[] = [];
