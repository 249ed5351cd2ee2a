import 'server-only';

import { env } from '@/lib/env';

import { sharedLogger } from './shared.mjs';

// lib/env.ts validates LOG_LEVEL once; the shared logger (also used by the cache handler) reads the same setting.
void env.LOG_LEVEL;

/** The server's JSON logger: one line per event on stdout. Errors go under `err`, serialized with their stack. */
export const logger = sharedLogger();
