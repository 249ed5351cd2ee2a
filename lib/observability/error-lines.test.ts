import { EventEmitter } from 'node:events';

import { DrizzleQueryError } from 'drizzle-orm';
import { afterAll, beforeEach, describe, expect, it, vi } from 'vitest';

import { onRequestError } from '@/instrumentation';

import { logConsoleOutput } from './console-log';
import { logUncaughtErrors } from './uncaught-errors';

// The log lines, read from the very logger the server writes with: it is handed a destination before anything logs.
const lines = await vi.hoisted(async () => {
  const { Writable } = await import('node:stream');
  const { sharedLogger } = await import('./shared.mjs');
  const written: Array<Record<string, unknown>> = [];
  sharedLogger(
    new Writable({ write: (chunk: Buffer, _encoding, done) => (written.push(JSON.parse(chunk.toString())), done()) }),
  );

  return written;
});

const runtime = process.env.NEXT_RUNTIME;
process.env.NEXT_RUNTIME = 'nodejs';
afterAll(() => {
  process.env.NEXT_RUNTIME = runtime;
});

const CLIENT_ADDRESS = '10.7.0.1';
const noop = () => undefined;
/** The console of a server process, as Next.js prints to it; the test's own console stays as it is. */
const serverConsole: Pick<Console, 'debug' | 'log' | 'info' | 'warn' | 'error'> = {
  debug: noop,
  log: noop,
  info: noop,
  warn: noop,
  error: noop,
};
logConsoleOutput(serverConsole);

/** A console call carrying an error is written one turn later (console-log.ts): that turn has passed. */
const turnPassed = () => new Promise((resolve) => setImmediate(resolve));
const failedQuery = () =>
  new DrizzleQueryError(
    'select attempts from rate_limits where client = $1',
    [CLIENT_ADDRESS],
    Object.assign(new Error(`no such client "${CLIENT_ADDRESS}"`), { code: 'P0002' }),
  );

beforeEach(() => {
  lines.length = 0;
});

describe('the log lines of errors', () => {
  it('gives a failed request one line, with its request and without the query parameters', async () => {
    const error = failedQuery();
    // What Next.js does with a render's error: print it, then hand it to the instrumentation hook.
    serverConsole.error(' ⨯', error);
    await onRequestError(
      error,
      { path: '/mm/news/5?from=mail', method: 'GET', headers: { 'x-request-id': 'f3a9c2e1d4b5' } },
      {
        routerKind: 'App Router',
        routePath: '/[locale]/mm/news/[id]',
        routeType: 'render',
        renderSource: 'server-rendering',
        revalidateReason: undefined,
      },
    );
    await turnPassed();

    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({
      level: 'error',
      msg: 'Request failed',
      requestId: 'f3a9c2e1d4b5',
      method: 'GET',
      route: '/[locale]/mm/news/[id]',
      path: '/mm/news/5',
      routeType: 'render',
      renderSource: 'server-rendering',
      err: { type: 'DrizzleQueryError', query: 'select attempts from rate_limits where client = $1', code: 'P0002' },
    });
    expect(JSON.stringify(lines)).not.toContain(CLIENT_ADDRESS);
  });

  it('turns what the server prints to its console into lines: messages at their level, an error under `err`', async () => {
    serverConsole.log(' ✓ Ready in 402ms');
    serverConsole.warn(' ⚠ %s is deprecated', 'images.domains');
    serverConsole.error(' ⨯', new Error('The page could not be rendered'));
    serverConsole.error('Error in instrumentation.onRequestError:', failedQuery());
    await turnPassed();

    expect(lines.map(({ level, msg }) => ({ level, msg }))).toEqual([
      { level: 'info', msg: '✓ Ready in 402ms' },
      { level: 'warn', msg: '⚠ images.domains is deprecated' },
      { level: 'error', msg: 'Error printed to the console' },
      { level: 'error', msg: 'Error in instrumentation.onRequestError:' },
    ]);
    expect(lines[2]?.err).toMatchObject({ type: 'Error', message: 'The page could not be rendered' });
    expect(JSON.stringify(lines)).not.toContain(CLIENT_ADDRESS);
  });

  it('logs an uncaught exception and an unhandled rejection once each, though Next.js prints them too', async () => {
    const processEvents = new EventEmitter();
    logUncaughtErrors(processEvents);
    const crash = new Error('A timer callback failed');
    const rejection = failedQuery();

    processEvents.emit('uncaughtException', crash);
    serverConsole.error(' ⨯', 'uncaughtException: ', crash);
    processEvents.emit('unhandledRejection', rejection);
    serverConsole.error(' ⨯', 'unhandledRejection:', rejection);
    await turnPassed();

    expect(lines.map(({ msg, err }) => ({ msg, message: (err as { message?: string }).message }))).toEqual([
      { msg: 'Uncaught exception', message: 'A timer callback failed' },
      { msg: 'Unhandled rejection', message: 'Failed query: select attempts from rate_limits where client = $1' },
    ]);
  });
});
