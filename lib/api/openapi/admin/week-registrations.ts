import type { ApiRoute } from '../types';

/** Guarded reads of the conference back-office (seeds conference 7.2) for its registrations screens. */
export const ADMIN_WEEK_REGISTRATIONS_ROUTES: readonly ApiRoute[] = [];
