import { sql } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';

import { db } from '@/db';
// Renamed on import: the fixture registers Vitest hooks, it is no React hook.
import { useTestDatabase as prepareTestDatabase } from '@/tests/fixtures/database';

import { logger } from './logger';

// The log lines, read from the very logger the server writes with: it is handed a destination before anything logs.
const lines = await vi.hoisted(async () => {
  const { Writable } = await import('node:stream');
  const { sharedLogger } = await import('./shared.mjs');
  const written: string[] = [];
  sharedLogger(new Writable({ write: (chunk: Buffer, _encoding, done) => (written.push(chunk.toString()), done()) }));

  return written;
});

prepareTestDatabase();

const CLIENT_ADDRESS = '10.7.0.1';

/** A query the database refuses because of its parameter, as a real request's query would fail. */
async function failedQuery(): Promise<unknown> {
  return db.execute(sql`select ${CLIENT_ADDRESS}::int as attempts`).then(
    () => expect.fail('the query should fail'),
    (error: unknown) => error,
  );
}

function loggedLine(): { text: string; err: Record<string, unknown> } {
  const text = lines.at(-1) ?? '';

  return { text, err: (JSON.parse(text) as { err: Record<string, unknown> }).err };
}

describe('a logged database error', () => {
  it('keeps the SQL text and the error code, and none of the query parameters', async () => {
    const error = await failedQuery();
    // The error itself still carries them, for code that handles it.
    expect(error).toMatchObject({ params: [CLIENT_ADDRESS] });

    logger.error({ err: error }, 'Request failed');

    const { text, err } = loggedLine();
    expect(text).not.toContain(CLIENT_ADDRESS);
    expect(err).toMatchObject({
      type: 'DrizzleQueryError',
      message: 'Failed query: select $1::int as attempts',
      query: 'select $1::int as attempts',
      code: '22P02',
    });
    expect(err.params).toBeUndefined();
    expect(err.stack).toMatch(/^Error: Failed query: select \$1::int as attempts\n {4}at /);
  });

  it('loses the parameters also as the cause of another error', async () => {
    const error = new Error('Saving the registration failed', { cause: await failedQuery() });

    logger.error({ err: error }, 'Request failed');

    const { text, err } = loggedLine();
    expect(text).not.toContain(CLIENT_ADDRESS);
    expect(err.message).toBe('Saving the registration failed: Failed query: select $1::int as attempts');
    expect(error.cause).toMatchObject({ params: [CLIENT_ADDRESS] });
  });

  it('logs other errors as they are', () => {
    const error = Object.assign(new Error('Page cache: write failed'), { code: 'ECONNRESET' });

    logger.error({ err: error }, 'Page cache: write failed');

    expect(loggedLine().err).toMatchObject({ type: 'Error', message: 'Page cache: write failed', code: 'ECONNRESET' });
  });
});
