import 'server-only';

import type { EventEmitter } from 'node:events';

import { markLogged } from './logged-errors';
import { logger } from './logger';

/**
 * Logs an exception nobody caught and a promise rejection nobody handled as one line each. The process goes on, as
 * `next start` lets it (its own listeners print them too; that copy is left out, see console-log.ts): one failed
 * render must not take the server's other requests down.
 */
export function logUncaughtErrors(events: EventEmitter = process): void {
  events.on('uncaughtException', (error: unknown) => {
    markLogged(error);
    logger.error({ err: error }, 'Uncaught exception');
  });
  events.on('unhandledRejection', (reason: unknown) => {
    markLogged(reason);
    logger.error({ err: reason }, 'Unhandled rejection');
  });
}
