import 'server-only';

import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import path from 'node:path';

import { sql } from 'drizzle-orm';

import { db, type Database } from '@/db';
import { MIGRATIONS_FOLDER } from '@/db/embedded';
import { selectRows } from '@/db/select-rows';

/** How far a database is migrated: the number of applied migrations and the last one's tag and hash. */
export type MigrationLevel = { count: number; tag: string | null; hash: string | null };

type JournalEntry = { idx: number; when: number; tag: string };
export type Journal = { entries: JournalEntry[] } & Record<string, unknown>;

export async function readJournal(migrationsFolder = MIGRATIONS_FOLDER): Promise<Journal> {
  return JSON.parse(await readFile(path.join(migrationsFolder, 'meta', '_journal.json'), 'utf8')) as Journal;
}

/** The hash drizzle records for a migration: the sha256 of its SQL file. */
export async function migrationHash(tag: string, migrationsFolder = MIGRATIONS_FOLDER): Promise<string> {
  const text = await readFile(path.join(migrationsFolder, `${tag}.sql`), 'utf8');

  return createHash('sha256').update(text).digest('hex');
}

/** The level of this version of the application: every committed migration. */
export async function codeMigrationLevel(migrationsFolder = MIGRATIONS_FOLDER): Promise<MigrationLevel> {
  const { entries } = await readJournal(migrationsFolder);
  const last = entries.at(-1);

  return {
    count: entries.length,
    tag: last?.tag ?? null,
    hash: last ? await migrationHash(last.tag, migrationsFolder) : null,
  };
}

/** The level the database is at, read from drizzle's own record; 0 for a database never migrated. */
export async function databaseMigrationLevel(
  executor: Database = db,
  migrationsFolder = MIGRATIONS_FOLDER,
): Promise<MigrationLevel> {
  const [table] = await selectRows<{ name: string | null }>(
    executor,
    sql`select to_regclass('drizzle.__drizzle_migrations')::text as name`,
  );
  if (!table?.name) return { count: 0, tag: null, hash: null };
  const applied = await selectRows<{ hash: string; created_at: string }>(
    executor,
    sql`select hash, created_at::text from drizzle.__drizzle_migrations order by created_at`,
  );
  const last = applied.at(-1);
  if (!last) return { count: 0, tag: null, hash: null };
  const { entries } = await readJournal(migrationsFolder);
  // drizzle keeps the journal's `when` of each migration as created_at: that names the migration.
  const tag = entries.find((entry) => String(entry.when) === last.created_at)?.tag ?? null;

  return { count: applied.length, tag, hash: last.hash };
}

/** The database's level against this build's: current when it has applied this build's last migration. */
export type MigrationState = { database: MigrationLevel; code: MigrationLevel; isCurrent: boolean };

export async function migrationState(migrationsFolder = MIGRATIONS_FOLDER): Promise<MigrationState> {
  const [database, code] = await Promise.all([
    databaseMigrationLevel(db, migrationsFolder),
    codeMigrationLevel(migrationsFolder),
  ]);

  return { database, code, isCurrent: database.count >= code.count && database.hash === code.hash };
}
