import type { ApiRoute } from '../types';

/** Guarded admin reads of the operations screens (seeds admin-back-office 7). */
export const ADMIN_OPERATIONS_ROUTES: readonly ApiRoute[] = [];
