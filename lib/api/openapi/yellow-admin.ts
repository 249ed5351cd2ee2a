import type { ApiRoute } from './types';

/** The business directory's route handlers (seeds conference-and-directory 7.3, 7.5): yellow-admin. */
export const YELLOW_ADMIN_ROUTES: readonly ApiRoute[] = [];
