import type { ApiRoute } from '../types';

/** Guarded admin reads of the library screens (seeds admin-back-office 7). */
export const ADMIN_LIBRARY_ROUTES: readonly ApiRoute[] = [];
