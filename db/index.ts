import 'server-only';

import { mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

import { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { Pool } from 'pg';

import { EMBEDDED_EXTENSIONS, MIGRATIONS_FOLDER } from './embedded';
import * as schema from './schema';
import { databaseSettingsSchema, readEnvironment } from './settings';

export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

type Connection = { kind: 'postgres'; db: Database; pool: Pool } | { kind: 'pglite'; db: Database; client: PGlite };

type LostConnectionListener = (error: Error) => void;

// One connection per process, kept across hot reloads in development, and who hears that it lost a connection.
const globalForDb = globalThis as unknown as { dbConnection?: Connection; onLostConnection?: LostConnectionListener };

const settings = readEnvironment(databaseSettingsSchema);

/**
 * Each test file gets a fresh in-memory database, loaded from the migrated snapshot that the test run made once
 * (initdb costs seconds per file).
 */
function testClient(): PGlite {
  const snapshot = settings.TEST_DATABASE_SNAPSHOT;

  return new PGlite({
    extensions: EMBEDDED_EXTENSIONS,
    loadDataDir: snapshot ? new Blob([readFileSync(snapshot)]) : undefined,
  });
}

function appDataDir(): string {
  // PGlite only creates the last path segment itself.
  mkdirSync(settings.DATA_DIR, { recursive: true });

  return path.join(settings.DATA_DIR, 'db');
}

function connect(): Connection {
  if (settings.DATABASE_URL) {
    const pool = new Pool({ connectionString: settings.DATABASE_URL, max: 10 });
    // A connection dropped by a restarting server must not crash the process: the pool replaces an idle one, and
    // queries in flight fail with their own error. The pool listens only to its idle connections; one taken out of
    // it (a transaction, a migration) would throw its error uncaught. So each connection reports its own errors, and
    // the pool's copy of an idle one's error (an `error` event nobody listens to would throw) is already reported.
    pool.on('connect', (client) =>
      client.on('error', (error) => (globalForDb.onLostConnection ?? reportOnStandardError)(error)),
    );
    pool.on('error', () => undefined);

    return { kind: 'postgres', db: drizzlePg({ client: pool, schema }), pool };
  }
  const client =
    settings.NODE_ENV === 'test'
      ? testClient()
      : new PGlite({ dataDir: appDataDir(), extensions: EMBEDDED_EXTENSIONS });

  return { kind: 'pglite', db: drizzlePglite({ client, schema }), client };
}

const connection = (globalForDb.dbConnection ??= connect());

export const db: Database = connection.db;

function reportOnStandardError(error: Error): void {
  console.error('PostgreSQL connection lost:', error);
}

/**
 * Who hears that PostgreSQL dropped an idle connection: the server hands over its logger at start-up; scripts and
 * tests keep standard error.
 */
export function reportLostConnectionsTo(listener: LostConnectionListener): void {
  globalForDb.onLostConnection = listener;
}

// Any constant shared by every server of this application: the lock that lets one of them migrate at a time.
const MIGRATION_LOCK_ID = 7_310_524;

/**
 * Applies the committed migrations (db/migrations); safe to run at every start. Several servers starting at
 * once against one PostgreSQL take turns under an advisory lock, so each migration runs exactly once.
 */
export async function migrateDatabase(): Promise<void> {
  if (connection.kind === 'postgres') {
    const client = await connection.pool.connect();
    try {
      await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_ID]);
      await migratePg(drizzlePg({ client }), { migrationsFolder: MIGRATIONS_FOLDER });
    } finally {
      await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_ID]).catch(() => undefined);
      client.release();
    }
  } else {
    await migratePglite(drizzlePglite({ client: connection.client }), { migrationsFolder: MIGRATIONS_FOLDER });
  }
}

/** The driver under `db`, for a library that sends its own SQL text (the job queue), several statements at a time. */
export function databaseDriver(): { kind: 'postgres'; pool: Pool } | { kind: 'pglite'; client: PGlite } {
  return connection;
}

/** The connections in use, for the metrics: the pool's counts with PostgreSQL; PGlite is one in-process connection. */
export function connectionUse(): { total: number; idle: number; waiting: number } {
  if (connection.kind === 'postgres') {
    return {
      total: connection.pool.totalCount,
      idle: connection.pool.idleCount,
      waiting: connection.pool.waitingCount,
    };
  }

  return { total: 1, idle: 0, waiting: 0 };
}

export function isEmbeddedDatabase(): boolean {
  return connection.kind === 'pglite';
}

/** Closes the connection so that scripts and tests can exit. */
export async function closeDatabase(): Promise<void> {
  if (connection.kind === 'postgres') await connection.pool.end();
  else await connection.client.close();
  globalForDb.dbConnection = undefined;
}
