import 'server-only';

import { format } from 'node:util';

import type { Level } from 'pino';

import { wasLogged } from './logged-errors';
import { logger } from './logger';

type ConsoleMethod = 'debug' | 'log' | 'info' | 'warn' | 'error';

const LEVEL_OF: Record<ConsoleMethod, Level> = {
  debug: 'debug',
  log: 'info',
  info: 'info',
  warn: 'warn',
  error: 'error',
};

/** A message of symbols only (Next.js' `⨯` before an error) says nothing a reader can search for. */
const hasWords = (text: string) => /[\p{L}\p{N}]/u.test(text);

function logConsoleCall(level: Level, args: unknown[]): void {
  const error = args.find((arg) => arg instanceof Error);
  const text = format(...args.filter((arg) => arg !== error)).trim();
  if (!error) {
    logger[level](text);

    return;
  }
  // Next.js prints a failed request's error, then hands it to onRequestError, which logs it with its request: one
  // turn later it is written here only if nothing logged it meanwhile.
  setImmediate(() => {
    if (!wasLogged(error)) logger[level]({ err: error }, hasWords(text) ? text : 'Error printed to the console');
  });
}

/**
 * Makes `target` (the process's console) write log lines: Next.js prints its messages ("✓ Ready in …") and every
 * failed request's error with console.*, as text over several lines, with a failed query's parameters. Through the
 * logger each becomes one JSON line, an error under `err` as the logger serializes it.
 */
export function logConsoleOutput(target: Pick<Console, ConsoleMethod> = console): void {
  for (const method of Object.keys(LEVEL_OF) as ConsoleMethod[]) {
    target[method] = (...args: unknown[]) => logConsoleCall(LEVEL_OF[method], args);
  }
}
