import type { ApiRoute } from '../types';

/** Guarded admin reads of the organisation screens (seeds admin-back-office 7). */
export const ADMIN_ORGANISATION_ROUTES: readonly ApiRoute[] = [];
