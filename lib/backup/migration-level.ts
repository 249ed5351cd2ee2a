import 'server-only';

import { createHash } from 'node:crypto';
import { copyFile, mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';

import { sql } from 'drizzle-orm';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';

import { db, type Database, isEmbeddedDatabase } from '@/db';
import { MIGRATIONS_FOLDER } from '@/db/embedded';

import { selectRows } from './sql-rows';

/** How far a database is migrated: the number of applied migrations and the last one's tag and hash. */
export type MigrationLevel = { count: number; tag: string | null; hash: string | null };

type JournalEntry = { idx: number; when: number; tag: string };
type Journal = { entries: JournalEntry[] } & Record<string, unknown>;

async function readJournal(): Promise<Journal> {
  return JSON.parse(await readFile(path.join(MIGRATIONS_FOLDER, 'meta', '_journal.json'), 'utf8')) as Journal;
}

/** The hash drizzle records for a migration: the sha256 of its SQL file. */
async function migrationHash(tag: string): Promise<string> {
  const text = await readFile(path.join(MIGRATIONS_FOLDER, `${tag}.sql`), 'utf8');

  return createHash('sha256').update(text).digest('hex');
}

/** The level of this version of the application: every committed migration. */
export async function codeMigrationLevel(): Promise<MigrationLevel> {
  const { entries } = await readJournal();
  const last = entries.at(-1);

  return { count: entries.length, tag: last?.tag ?? null, hash: last ? await migrationHash(last.tag) : null };
}

/** The level the database is at, read from drizzle's own record; 0 for a database never migrated. */
export async function databaseMigrationLevel(executor: Database = db): Promise<MigrationLevel> {
  const [table] = await selectRows<{ name: string | null }>(executor, sql`select to_regclass('drizzle.__drizzle_migrations')::text as name`);
  if (!table?.name) return { count: 0, tag: null, hash: null };
  const applied = await selectRows<{ hash: string; created_at: string }>(
    executor,
    sql`select hash, created_at::text from drizzle.__drizzle_migrations order by created_at`,
  );
  const last = applied.at(-1);
  if (!last) return { count: 0, tag: null, hash: null };
  const { entries } = await readJournal();
  // drizzle keeps the journal's `when` of each migration as created_at: that names the migration.
  const tag = entries.find((entry) => String(entry.when) === last.created_at)?.tag ?? null;

  return { count: applied.length, tag, hash: last.hash };
}

/**
 * Whether this version knows the archive's level: its migration at that position has the same hash, so the
 * archive's schema is one this version's migrations lead through.
 */
export async function isKnownLevel(level: MigrationLevel): Promise<boolean> {
  if (level.count === 0) return true;
  const { entries } = await readJournal();
  const entry = entries[level.count - 1];

  return entry !== undefined && level.hash === (await migrationHash(entry.tag));
}

async function runMigrations(migrationsFolder: string): Promise<void> {
  // Both migrators apply drizzle's dialect to the session of the database they are given: the shared `db`.
  if (isEmbeddedDatabase()) await migratePglite(db as unknown as PgliteDatabase, { migrationsFolder });
  else await migratePg(db as unknown as NodePgDatabase, { migrationsFolder });
}

/**
 * Migrates the database up to the first `count` migrations only (an archive's level), through a copy of the
 * migrations folder whose journal stops there.
 */
export async function migrateToLevel(count: number): Promise<void> {
  const journal = await readJournal();
  const folder = await mkdtemp(path.join(os.tmpdir(), 'migrations-'));
  try {
    await mkdir(path.join(folder, 'meta'));
    const entries = journal.entries.slice(0, count);
    await writeFile(path.join(folder, 'meta', '_journal.json'), JSON.stringify({ ...journal, entries }));
    for (const entry of entries) {
      await copyFile(path.join(MIGRATIONS_FOLDER, `${entry.tag}.sql`), path.join(folder, `${entry.tag}.sql`));
    }
    await runMigrations(folder);
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
}
