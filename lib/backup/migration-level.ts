import 'server-only';

import { copyFile, mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';

import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';

import { db, isEmbeddedDatabase } from '@/db';
import { MIGRATIONS_FOLDER } from '@/db/embedded';
import { type MigrationLevel, migrationHash, readJournal } from '@/lib/version/migration-level';

/** Applies the migrations of a folder to one database: the configured one, or a verification's scratch database. */
export type Migrator = (migrationsFolder: string) => Promise<void>;

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

export const migrateConfiguredDatabase: Migrator = async (migrationsFolder) => {
  // Both migrators apply drizzle's dialect to the session of the database they are given: the shared `db`.
  if (isEmbeddedDatabase()) await migratePglite(db as unknown as PgliteDatabase, { migrationsFolder });
  else await migratePg(db as unknown as NodePgDatabase, { migrationsFolder });
};

/**
 * Migrates a database up to the first `count` migrations only (an archive's level), through a copy of the
 * migrations folder whose journal stops there.
 */
export async function migrateToLevel(count: number, migrate: Migrator = migrateConfiguredDatabase): Promise<void> {
  const journal = await readJournal();
  const folder = await mkdtemp(path.join(os.tmpdir(), 'migrations-'));
  try {
    await mkdir(path.join(folder, 'meta'));
    const entries = journal.entries.slice(0, count);
    await writeFile(path.join(folder, 'meta', '_journal.json'), JSON.stringify({ ...journal, entries }));
    for (const entry of entries) {
      await copyFile(path.join(MIGRATIONS_FOLDER, `${entry.tag}.sql`), path.join(folder, `${entry.tag}.sql`));
    }
    await migrate(folder);
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
}
