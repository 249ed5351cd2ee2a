import type { ApiRoute } from '../types';

/** Guarded reads of the conference back-office (seeds conference 7.2) for its programme screens. */
export const ADMIN_WEEK_PROGRAMME_ROUTES: readonly ApiRoute[] = [];
