import 'server-only';

import { mkdir, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';

import { isEmbeddedDatabase } from '@/db';
import { env } from '@/lib/env';
import { getAppVersion } from '@/lib/operations/app-version';

import { packFolder } from './archive-file';
import { archiveName, storeArchive } from './archive-store';
import { dumpDatabase } from './database-dump';
import { checksumFiles, MANIFEST_FILE, MANIFEST_FORMAT, type Manifest } from './manifest';
import { copyStoredFiles, listStoredKeys } from './stored-files';
import { makeWorkFolder } from './work-folder';

export type BackupResult = { location: string; size: number; manifest: Manifest };

/**
 * Copies the uploads around the database snapshot, so that every file a snapshot row names is in the archive:
 * 1. copy every stored file (local files as hard links, which a later delete of the upload does not touch);
 * 2. dump the database in one transaction: its rows name only files stored before they were committed (an
 *    upload is stored first, its row written after), so before the snapshot;
 * 3. copy the files stored since step 1 listed them.
 * A file a snapshot row names was copied in step 1, or stored after step 1 listed its folder and then copied in
 * step 3, unless its row was changed after the snapshot and the file deleted before step 3 reached it. On PGlite
 * that change waits for the dump (one connection), so step 3 follows at once; the window is the few
 * milliseconds of listing and linking. Files no row names (a newer upload) are harmless extras.
 */
async function collect(folder: string): Promise<Omit<Manifest, 'createdAt' | 'app' | 'files'>> {
  const copiedBefore = await copyStoredFiles(await listStoredKeys(), folder);
  const dump = await dumpDatabase(folder);
  const seen = new Set(copiedBefore);
  const copiedAfter = await copyStoredFiles((await listStoredKeys()).filter((key) => !seen.has(key)), folder);

  return {
    format: MANIFEST_FORMAT,
    database: { engine: isEmbeddedDatabase() ? 'pglite' : 'postgresql', migrations: dump.migrations, rowCounts: dump.rowCounts },
    uploads: { storage: env.S3_BUCKET ? 's3' : 'local', count: copiedBefore.length + copiedAfter.length },
  };
}

/**
 * Writes one archive (.tar.gz) of the database, every stored upload and a manifest, to `destination` or to the
 * default place (archive-store.ts).
 */
export async function createBackup({ destination, now = new Date() }: { destination?: string; now?: Date } = {}): Promise<BackupResult> {
  const work = await makeWorkFolder();
  try {
    const content = path.join(work, 'content');
    await mkdir(content);
    const collected = await collect(content);
    const manifest: Manifest = { ...collected, createdAt: now.toISOString(), app: await getAppVersion(), files: await checksumFiles(content) };
    await writeFile(path.join(content, MANIFEST_FILE), `${JSON.stringify(manifest, null, 2)}\n`);
    const name = archiveName(now);
    const file = path.join(work, name);
    await packFolder(content, file);
    const { size } = await stat(file);
    const location = await storeArchive(file, name, destination);

    return { location, size, manifest };
  } finally {
    await rm(work, { recursive: true, force: true });
  }
}
