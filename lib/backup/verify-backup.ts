import 'server-only';

import { rm } from 'node:fs/promises';
import path from 'node:path';

import { MIGRATIONS_FOLDER } from '@/db/embedded';
import { env } from '@/lib/env';

import { uploadKeys } from './archive-check';
import { BackupError } from './backup-errors';
import { localBackupsFolder } from './backups-folder';
import { loadDatabase, readDatabase } from './database-dump';
import { asLocalFailure, LocalFailureError } from './local-failure';
import { checksumFiles, findChecksumMismatches, type Manifest } from './manifest';
import { migrateToLevel } from './migration-level';
import { openScratchDatabase } from './scratch-database';
import { type PassphraseOptions, unpackCheckedArchive } from './unpack-archive';
import { makeWorkFolder } from './work-folder';

/** What a verification found: what the archive holds (tables, rows, uploads) and every difference from its manifest. */
export type BackupVerification = { isOk: boolean; tables: number; rows: number; files: number; problems: string[] };

const scratchPlace = () => ({ folder: localBackupsFolder(), step: 'Restoring into the scratch database' });

/** Problems of the restored rows: each table's count and checksum against the manifest's. */
async function compareRows(
  manifest: Manifest,
  restored: { rowCounts: Record<string, number>; rowChecksums: Record<string, string> },
): Promise<string[]> {
  const problems: string[] = [];
  for (const [table, expected] of Object.entries(manifest.database.rowCounts)) {
    const count = restored.rowCounts[table] ?? 0;
    const checksum = manifest.database.rowChecksums?.[table];
    if (count !== expected) problems.push(`${table}: ${count} row(s) restored, the manifest says ${expected}`);
    else if (checksum !== undefined && checksum !== restored.rowChecksums[table])
      problems.push(`${table}: the restored rows differ from the manifest's checksum`);
  }

  return problems;
}

/**
 * Loads the unpacked rows into a scratch database at the archive's level, compares them with the manifest, then
 * migrates them to this version's level: what a restore would do, on a database of its own.
 */
async function restoreIntoScratch(folder: string, work: string, manifest: Manifest): Promise<string[]> {
  const scratch = await openScratchDatabase(path.join(work, 'scratch-database'));
  try {
    try {
      await migrateToLevel(manifest.database.migrations.count, scratch.migrate);
      await loadDatabase(folder, Object.keys(manifest.database.rowCounts), scratch.db);
    } catch (error) {
      throw (
        asLocalFailure(error, scratchPlace()) ??
        new BackupError(`Its rows do not load into an empty database: ${(error as Error).message}`)
      );
    }
    const problems = await compareRows(manifest, await readDatabase(scratch.db));
    try {
      await scratch.migrate(MIGRATIONS_FOLDER);
    } catch (error) {
      throw (
        asLocalFailure(error, scratchPlace()) ??
        new BackupError(`Its rows do not migrate to this version: ${(error as Error).message}`)
      );
    }

    return problems;
  } finally {
    await scratch.close();
  }
}

/** Problems of the unpacked files, read back from the disk, against the manifest's checksums. */
async function compareFiles(folder: string, manifest: Manifest): Promise<string[]> {
  return findChecksumMismatches(await checksumFiles(folder), manifest).map(
    (name) => `${name}: differs from the manifest's checksum, or is missing`,
  );
}

/**
 * Restores the archive `file` into a scratch folder and a scratch embedded database (never the configured ones),
 * and compares every table's rows (count and checksum) and every file with the archive's manifest. A damaged,
 * altered or unreadable archive is a failed verification; a failure of this machine (a full disk) is thrown, as it
 * says nothing about the archive.
 */
export async function verifyBackup({
  file,
  passphrase = env.BACKUP_PASSPHRASE,
  askPassphrase,
}: { file: string } & PassphraseOptions): Promise<BackupVerification> {
  const work = await makeWorkFolder();
  try {
    const folder = path.join(work, 'content');
    const manifest = await unpackCheckedArchive({ file, folder, passphrase, askPassphrase });
    const problems = [...(await restoreIntoScratch(folder, work, manifest)), ...(await compareFiles(folder, manifest))];

    return {
      isOk: problems.length === 0,
      tables: Object.keys(manifest.database.rowCounts).length,
      rows: Object.values(manifest.database.rowCounts).reduce((sum, count) => sum + count, 0),
      files: uploadKeys(manifest).length,
      problems,
    };
  } catch (error) {
    if (error instanceof BackupError && !(error instanceof LocalFailureError))
      return { isOk: false, tables: 0, rows: 0, files: 0, problems: [error.message] };
    throw error;
  } finally {
    await rm(work, { recursive: true, force: true });
  }
}
