import type { ApiRoute } from '../types';

/** Guarded reads of the conference back-office (seeds conference 7.2) for its agenda and presentation screens. */
export const ADMIN_WEEK_AGENDA_ROUTES: readonly ApiRoute[] = [];
