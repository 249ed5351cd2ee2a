import type { Socket } from 'node:net';

import { afterAll, describe, expect, it, vi } from 'vitest';

// A PostgreSQL server of its own, which lets a client in and can then drop its connection: DATABASE_URL points at
// it before db/ first reads the settings.
const server = await vi.hoisted(async () => {
  const { createServer } = await import('node:net');
  const sockets: Socket[] = [];
  // AuthenticationOk, then ReadyForQuery (idle): all a client needs to count as connected.
  const ready = Buffer.from([0x52, 0, 0, 0, 8, 0, 0, 0, 0, 0x5a, 0, 0, 0, 5, 0x49]);
  const listening = createServer((socket) => {
    sockets.push(socket);
    socket.once('data', () => socket.write(ready));
  });
  const port = await new Promise<number>((resolve) =>
    listening.listen(0, '127.0.0.1', () => resolve((listening.address() as { port: number }).port)),
  );
  process.env.DATABASE_URL = `postgres://app@127.0.0.1:${port}/app`;

  return { listening, sockets };
});

const { closeDatabase, databaseDriver, reportLostConnectionsTo } = await import('@/db');

const lost: Error[] = [];
reportLostConnectionsTo((error) => lost.push(error));

afterAll(async () => {
  await closeDatabase();
  server.listening.close();
});

function pool() {
  const driver = databaseDriver();
  if (driver.kind !== 'postgres') throw new Error('DATABASE_URL was not read');

  return driver.pool;
}

/** The server drops its newest connection, as a restarting PostgreSQL does. */
function dropConnection(): void {
  server.sockets.at(-1)?.destroy();
}

describe('a PostgreSQL connection that drops', () => {
  it('is reported, not thrown, while a transaction or a migration holds it', async () => {
    const client = await pool().connect();
    dropConnection();

    await vi.waitFor(() => expect(lost.map((error) => error.message)).toEqual(['Connection terminated unexpectedly']));
    client.release(true);
  });

  it('is reported once while it waits idle in the pool', async () => {
    lost.length = 0;
    (await pool().connect()).release();
    dropConnection();

    await vi.waitFor(() => expect(lost).toHaveLength(1));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(lost.map((error) => error.message)).toEqual(['Connection terminated unexpectedly']);
  });
});
