// The one logger and the one metrics registry of this server process. Next.js loads cache-handler/ by itself,
// outside the application bundle, so each side has its own copy of these modules: both reach the same objects
// through globalThis, and the page cache's counters appear on /metrics next to the application's.
import pino from 'pino';
import { Registry } from 'prom-client';

import { loggableError } from './loggable-error.mjs';

const LOGGER = Symbol.for('observability.logger');
const REGISTRY = Symbol.for('observability.registry');

/** An e-mail address in an error's text (a refused recipient, ...): only its domain is kept. */
const EMAIL_ADDRESS = /[\w.!#$%&'*+/=?^`{|}~-]+@((?:[\w-]+\.)+[\w-]+)/g;

/**
 * An error as pino serializes it (type, message, stack, own fields), with e-mail addresses reduced to their domain
 * and a failed query's parameters left out (loggable-error.mjs).
 *
 * @param {unknown} error
 */
export function serializeError(error) {
  const serialized = JSON.stringify(pino.stdSerializers.err(/** @type {Error} */ (loggableError(error))));

  return serialized === undefined ? error : JSON.parse(serialized.replace(EMAIL_ADDRESS, '…@$1'));
}

/** @type {Record<symbol, unknown>} */
const shared = /** @type {never} */ (globalThis);

/**
 * JSON lines on stdout (or `destination`, given by whoever asks first: a test reading the lines). The level comes
 * from LOG_LEVEL (validated by lib/env.ts for the application; read here directly because the cache handler has no
 * access to it).
 *
 * @param {import('pino').DestinationStream} [destination]
 * @returns {import('pino').Logger}
 */
export function sharedLogger(destination) {
  shared[LOGGER] ??= pino(
    {
      level: process.env.LOG_LEVEL || 'info',
      base: { pid: process.pid },
      timestamp: pino.stdTimeFunctions.isoTime,
      formatters: { level: (label) => ({ level: label }) },
      serializers: { err: serializeError },
    },
    destination,
  );

  return /** @type {import('pino').Logger} */ (shared[LOGGER]);
}

/** @returns {import('prom-client').Registry} */
export function sharedRegistry() {
  shared[REGISTRY] ??= new Registry();

  return /** @type {import('prom-client').Registry} */ (shared[REGISTRY]);
}
