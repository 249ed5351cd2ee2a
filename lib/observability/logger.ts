import 'server-only';

import { sharedLogger } from './shared.mjs';

/**
 * The server's JSON logger: one line per event on stdout, at LOG_LEVEL (lib/env.ts refuses an invalid one at
 * start-up). Errors go under `err`, serialized with their stack.
 */
export const logger = sharedLogger();
