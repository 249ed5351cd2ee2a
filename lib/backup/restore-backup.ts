import 'server-only';

import { createWriteStream, existsSync } from 'node:fs';
import { mkdir, readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';

import { sql } from 'drizzle-orm';

import { db, migrateDatabase } from '@/db';
import { selectRows } from '@/db/select-rows';
import { env } from '@/lib/env';
import { JOB_QUEUE_SCHEMA } from '@/lib/jobs/queue-options';
import { rescheduleMeetingReminders } from '@/lib/meetings/reschedule-reminders';
import { codeMigrationLevel, databaseMigrationLevel } from '@/lib/operations/migration-level';
import { isValidKey, storage } from '@/lib/storage';

import { unpackArchive } from './archive-file';
import { loadDatabase } from './database-dump';
import { listTables } from './database-tables';
import { findChecksumMismatches, MANIFEST_FILE, type Manifest, manifestSchema } from './manifest';
import { isKnownLevel, migrateToLevel } from './migration-level';
import { deleteStoredFiles, listStoredKeys, restoreStoredFiles, UPLOADS_FOLDER } from './stored-files';
import { makeWorkFolder } from './work-folder';

/** A restore that was refused before anything was written; the message tells the operator why. */
export class RestoreRefusedError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'RestoreRefusedError';
  }
}

export type RestoreResult = { manifest: Manifest; rows: number; files: number };

async function readManifest(folder: string, file: string): Promise<Manifest> {
  const text = await readFile(path.join(folder, MANIFEST_FILE), 'utf8').catch(() => null);
  if (text === null) throw new RestoreRefusedError(`${file} holds no ${MANIFEST_FILE}: it is not a backup of this application.`);
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    throw new RestoreRefusedError(`The ${MANIFEST_FILE} of ${file} is damaged (not JSON).`);
  }
  const parsed = manifestSchema.safeParse(json);
  if (!parsed.success) throw new RestoreRefusedError(`The ${MANIFEST_FILE} of ${file} is damaged or of an unknown format.`);

  return parsed.data;
}

function uploadKeys(manifest: Manifest): string[] {
  return Object.keys(manifest.files)
    .filter((name) => name.startsWith(`${UPLOADS_FOLDER}/`))
    .map((name) => name.slice(UPLOADS_FOLDER.length + 1));
}

/** Every check that needs no write: the archive is whole and this version can load it. */
async function verifyArchive(folder: string, file: string): Promise<Manifest> {
  const manifest = await readManifest(folder, file);
  const mismatches = await findChecksumMismatches(folder, manifest);
  if (mismatches.length > 0) {
    throw new RestoreRefusedError(
      `${file} is damaged: ${mismatches.length} file(s) do not match the manifest's checksums (${mismatches.slice(0, 5).join(', ')}). Nothing was restored.`,
    );
  }
  const badKeys = uploadKeys(manifest).filter((key) => !isValidKey(key));
  if (badKeys.length > 0) throw new RestoreRefusedError(`${file} names uploads with invalid keys (${badKeys.slice(0, 5).join(', ')}).`);
  const level = manifest.database.migrations;
  const current = await codeMigrationLevel();
  if (level.count > current.count || !(await isKnownLevel(level))) {
    throw new RestoreRefusedError(
      `${file} was made by another version of the application (migration ${level.tag ?? level.count}); restore it with that version or a newer one.`,
    );
  }

  return manifest;
}

async function countRows(): Promise<number> {
  let total = 0;
  for (const table of await listTables(db)) {
    const [row] = await selectRows<{ count: number }>(db, sql`select count(*)::int as count from ${sql.identifier(table)}`);
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
      await db.execute(sql`truncate table ${sql.join(tables.map((table) => sql.identifier(table)), sql`, `)} restart identity cascade`);
    }
    // Jobs waiting for the rows just emptied (a reminder of a meeting that is no more); the archive's come back after.
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

/**
 * The archive as a local file: `file` itself, or with S3_BUCKET an archive's key in the bucket (the location the
 * nightly job reports, `backups/backup-....tar.gz`), fetched into `folder` first.
 */
async function localArchive(file: string, folder: string): Promise<string> {
  if (existsSync(file)) return file;
  const source = env.S3_BUCKET && isValidKey(file) ? await storage.open(file) : null;
  if (!source) throw new RestoreRefusedError(`There is no archive at ${file}.`);
  const copy = path.join(folder, 'archive.tar.gz');
  await pipeline(source, createWriteStream(copy));

  return copy;
}

/**
 * Restores an archive into the database and storage the settings name. Refuses, before writing anything, a damaged
 * archive (checksums), one of an unknown level, and a target holding rows or uploads unless `force`, which empties
 * it first. An archive of an older level is loaded at its level and then migrated to the current one.
 */
export async function restoreBackup({ file, force = false }: { file: string; force?: boolean }): Promise<RestoreResult> {
  const work = await makeWorkFolder();
  const folder = path.join(work, 'content');
  try {
    const archive = await localArchive(file, work);
    await mkdir(folder);
    await unpackArchive(archive, folder);
    const manifest = await verifyArchive(folder, file);
    const [rows, keys] = await Promise.all([countRows(), listStoredKeys()]);
    if ((rows > 0 || keys.length > 0) && !force) {
      throw new RestoreRefusedError(
        `The target is not empty (${rows} row(s) in the database, ${keys.length} stored file(s)). Restore into an empty one, or add --force to empty it first.`,
      );
    }

    await deleteStoredFiles(keys);
    await emptyDatabaseAt(manifest.database.migrations.count);
    await loadDatabase(folder, Object.keys(manifest.database.rowCounts));
    const uploads = uploadKeys(manifest);
    await restoreStoredFiles(folder, uploads);
    await migrateDatabase();
    await rescheduleMeetingReminders();

    return { manifest, rows: Object.values(manifest.database.rowCounts).reduce((sum, count) => sum + count, 0), files: uploads.length };
  } finally {
    await rm(work, { recursive: true, force: true });
  }
}
