import 'server-only';

import { rm } from 'node:fs/promises';
import path from 'node:path';

import { sql } from 'drizzle-orm';

import { db, isEmbeddedDatabase, migrateDatabase } from '@/db';
import { selectRows } from '@/db/select-rows';
import { env } from '@/lib/env';
import { JOB_QUEUE_SCHEMA } from '@/lib/jobs/queue-options';
import { databaseMigrationLevel } from '@/lib/version/migration-level';

import { uploadKeys } from './archive-check';
import { RestoreRefusedError } from './backup-errors';
import { loadDatabase } from './database-dump';
import { listTables } from './database-tables';
import { withLocalFailures } from './local-failure';
import type { Manifest } from './manifest';
import { migrateToLevel } from './migration-level';
import { deleteStoredFiles, listStoredKeys, restoreStoredFiles } from './stored-files';
import { type PassphraseOptions, unpackCheckedArchive } from './unpack-archive';
import { makeWorkFolder } from './work-folder';

export type RestoreResult = { manifest: Manifest; rows: number; files: number };

async function countRows(): Promise<number> {
  let total = 0;
  for (const table of await listTables(db)) {
    const [row] = await selectRows<{ count: number }>(
      db,
      sql`select count(*)::int as count from ${sql.identifier(table)}`,
    );
    total += row?.count ?? 0;
  }

  return total;
}

/**
 * Empties the database down to the archive's level: the same level keeps the tables and drops their rows; any
 * other level starts from no schema, so that migrations can lead from the archive's level to the current one.
 */
async function emptyDatabaseAt(count: number): Promise<void> {
  if ((await databaseMigrationLevel()).count === count) {
    const tables = await listTables(db);
    if (tables.length > 0) {
      await db.execute(
        sql`truncate table ${sql.join(
          tables.map((table) => sql.identifier(table)),
          sql`, `,
        )} restart identity cascade`,
      );
    }
    // Jobs waiting for the rows just emptied (a reminder of a meeting that is no more); the archive's come back after.
    // A database never migrated (the archive of a server that never started) has no job queue yet.
    const [queue] = await selectRows<{ name: string | null }>(
      db,
      sql`select to_regclass(${`${JOB_QUEUE_SCHEMA}.job`})::text as name`,
    );
    if (queue?.name)
      await db.execute(sql`delete from ${sql.identifier(JOB_QUEUE_SCHEMA)}.job where state in ('created', 'retry')`);

    return;
  }
  await db.execute(sql`drop schema if exists drizzle cascade`);
  // The job queue's tables come from a migration too (0017): they go with the schema they were made in.
  await db.execute(sql`drop schema if exists ${sql.identifier(JOB_QUEUE_SCHEMA)} cascade`);
  await db.execute(sql`drop schema if exists public cascade`);
  await db.execute(sql`create schema public`);
  await migrateToLevel(count);
}

/** Where the configured database keeps its files, for a message about its disk. */
const databasePlace = () =>
  isEmbeddedDatabase() ? path.join(env.DATA_DIR, 'db') : 'the PostgreSQL server of DATABASE_URL';

type RestoreOptions = {
  file: string;
  force?: boolean;
  /**
   * Schedules the jobs that follow from the restored rows (a meeting's reminder), once the database is migrated: the
   * job queue is not part of a backup. Which jobs follow from which rows is the server's composition, above this
   * folder (lib/setup/reschedule-jobs.ts): the command hands it over.
   */
  rescheduleJobs: () => Promise<void>;
} & PassphraseOptions;

/**
 * Restores an archive into the database and storage the settings name. Refuses, before writing anything, a damaged
 * archive (checksums, or an encrypted one that fails authentication), one of an unknown level, and a target holding
 * rows or uploads unless `force`, which empties it first. An archive of an older level is loaded at its level and
 * then migrated to the current one.
 */
export async function restoreBackup({
  file,
  force = false,
  rescheduleJobs,
  passphrase = env.BACKUP_PASSPHRASE,
  askPassphrase,
}: RestoreOptions): Promise<RestoreResult> {
  const work = await makeWorkFolder();
  try {
    const folder = path.join(work, 'content');
    const manifest = await unpackCheckedArchive({ file, folder, passphrase, askPassphrase });
    const [rows, keys] = await Promise.all([countRows(), listStoredKeys()]);
    if ((rows > 0 || keys.length > 0) && !force) {
      throw new RestoreRefusedError(
        `The target is not empty (${rows} row(s) in the database, ${keys.length} stored file(s)). Restore into an empty one, or add --force to empty it first.`,
      );
    }

    await deleteStoredFiles(keys);
    await withLocalFailures({ folder: databasePlace(), step: 'Loading the database' }, async () => {
      await emptyDatabaseAt(manifest.database.migrations.count);
      await loadDatabase(folder, Object.keys(manifest.database.rowCounts));
    });
    const uploads = uploadKeys(manifest);
    await withLocalFailures(
      {
        folder: path.join(env.DATA_DIR, 'uploads'),
        step: 'Storing the uploads (the database is restored already; run the restore again with --force)',
      },
      () => restoreStoredFiles(folder, uploads),
    );
    await migrateDatabase();
    await rescheduleJobs();

    return {
      manifest,
      rows: Object.values(manifest.database.rowCounts).reduce((sum, count) => sum + count, 0),
      files: uploads.length,
    };
  } finally {
    await rm(work, { recursive: true, force: true });
  }
}
