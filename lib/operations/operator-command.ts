import 'server-only';

import { embeddedDatabaseInUse } from '@/lib/backup/embedded-lock';
import { env } from '@/lib/env';

import { askRunningServer } from './running-server';

/** A command that could not do its work; its message is for the operator, printed as it is. */
export class OperatorCommandError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'OperatorCommandError';
  }
}

export type OperatorWork<T> = {
  /** The running server's operator route (app/api/operator/*) that answers the same as `here`, as JSON. */
  path: string;
  method?: 'GET' | 'POST';
  body?: Record<string, unknown>;
  /** The work done in this process; it opens the database, so it imports what it needs itself. */
  here: () => Promise<T>;
};

async function readAnswer<T>(answer: Response): Promise<T> {
  const body: unknown = await answer.json().catch(() => null);
  if (!answer.ok) {
    const message =
      typeof body === 'object' && body !== null && 'message' in body ? String(body.message) : answer.statusText;
    throw new OperatorCommandError(`The running server answered ${answer.status}: ${message}`);
  }

  // The answer of this application's own server on this machine, to the very call `here` stands for.
  return body as T;
}

/**
 * Does an operator command's work where the database may be opened. PostgreSQL (DATABASE_URL) takes any number of
 * clients, so the command works itself. The embedded database belongs to one process: while a server runs on it,
 * the server is asked (with the token kept in DATA_DIR); with none running, the command opens it and closes it after.
 */
export async function runWithDatabase<T>({ path, method = 'GET', body, here }: OperatorWork<T>): Promise<T> {
  if (!env.DATABASE_URL) {
    const answer = await askRunningServer(path, { method, body });
    if (answer) return readAnswer<T>(answer);
    if (embeddedDatabaseInUse()) {
      throw new OperatorCommandError(
        [
          `The embedded database in ${env.DATA_DIR}/db is open, but no server answers on port ${env.PORT}: run the command with that server's PORT.`,
          'If no server runs, the last one stopped abruptly: start and stop it once.',
        ].join('\n'),
      );
    }
  }
  // Imported only now: opening the database module opens the embedded database.
  const { closeDatabase } = await import('@/db');
  try {
    return await here();
  } finally {
    await closeDatabase();
  }
}

/**
 * Runs a command's main part and exits with the code it answers. A failure it foresaw (OperatorCommandError) is
 * printed as it is, any other with its stack; both exit with 1.
 */
export async function runCommand(main: () => Promise<number>): Promise<void> {
  try {
    process.exitCode = await main();
  } catch (error) {
    console.error(error instanceof OperatorCommandError ? error.message : error);
    process.exitCode = 1;
  }
}
