import { availableParallelism } from 'node:os';

import { Client } from 'pg';

/** The database of Vitest's worker `pool` (VITEST_POOL_ID, from 1) in the PostgreSQL of `url`. */
export function workerDatabaseUrl(url: string, pool: string): string {
  const database = new URL(url);
  database.pathname = `${database.pathname}_w${pool}`;

  return database.toString();
}

/**
 * Vitest global setup against a real PostgreSQL (DATABASE_URL): one empty database per worker beside the given one,
 * so that test files run in parallel as they do on the embedded database, each worker on a database of its own
 * (tests/setup/worker-database-url.ts points the worker at it). The first file in each migrates it.
 */
export default async function createWorkerDatabases(): Promise<(() => Promise<void>) | undefined> {
  const url = process.env.DATABASE_URL;
  if (!url) return undefined;
  const names = Array.from({ length: availableParallelism() }, (_, index) =>
    new URL(workerDatabaseUrl(url, String(index + 1))).pathname.slice(1),
  );
  const client = new Client({ connectionString: url });
  await client.connect();
  const run = async (statement: (name: string) => string) => {
    for (const name of names) await client.query(statement(name));
  };
  await run((name) => `drop database if exists "${name}" with (force)`);
  await run((name) => `create database "${name}"`);
  await client.end();

  return async () => {
    const cleaner = new Client({ connectionString: url });
    await cleaner.connect();
    for (const name of names) await cleaner.query(`drop database if exists "${name}" with (force)`);
    await cleaner.end();
  };
}
