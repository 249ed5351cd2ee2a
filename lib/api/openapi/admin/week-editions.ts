import type { ApiRoute } from '../types';

/** Guarded reads of the conference back-office (seeds conference 7.2) for its editions screens. */
export const ADMIN_WEEK_EDITIONS_ROUTES: readonly ApiRoute[] = [];
