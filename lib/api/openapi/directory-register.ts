import type { ApiRoute } from './types';

/** The business directory's route handlers (seeds conference-and-directory 7.3, 7.5): directory-register. */
export const DIRECTORY_REGISTER_ROUTES: readonly ApiRoute[] = [];
