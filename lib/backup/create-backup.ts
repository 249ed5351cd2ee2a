import 'server-only';

import { mkdir, rm } from 'node:fs/promises';
import path from 'node:path';

import { isEmbeddedDatabase } from '@/db';
import { env } from '@/lib/env';
import { getAppVersion } from '@/lib/version/app-version';

import { type ArchiveWriter, openArchiveWriter } from './archive-file';
import { archiveName } from './archive-names';
import { openArchiveTarget } from './archive-target';
import { localBackupsFolder } from './backups-folder';
import { dumpDatabase } from './database-dump';
import { asLocalFailure } from './local-failure';
import { PRIVATE_FOLDER_MODE } from './local-files';
import { MANIFEST_FILE, MANIFEST_FORMAT, type Manifest } from './manifest';
import { collectStoredFiles, listStoredUploads } from './stored-files';
import { makeWorkFolder } from './work-folder';

export type BackupResult = { name: string; location: string; size: number; manifest: Manifest };

/**
 * Takes the uploads around the database snapshot, so that every file a snapshot row names is in the archive:
 * 1. take every stored file (local files as hard links, which a later delete of the upload does not touch; objects
 *    of a bucket straight into the archive);
 * 2. dump the database in one transaction: its rows name only files stored before they were committed (an
 *    upload is stored first, its row written after), so before the snapshot;
 * 3. take the files stored since step 1 listed them.
 * A file a snapshot row names was taken in step 1, or stored after step 1 listed its folder and then taken in
 * step 3, unless its row was changed after the snapshot and the file deleted before step 3 reached it. On PGlite
 * that change waits for the dump (one connection), so step 3 follows at once; the window is the few
 * milliseconds of listing and linking. Files no row names (a newer upload) are harmless extras.
 */
async function collect(folder: string, archive: ArchiveWriter): Promise<Omit<Manifest, 'createdAt' | 'app' | 'files'>> {
  const takenBefore = await collectStoredFiles(await listStoredUploads(), { folder, archive });
  const dump = await dumpDatabase(folder);
  const seen = new Set(takenBefore);
  const takenAfter = await collectStoredFiles(
    (await listStoredUploads()).filter((upload) => !seen.has(upload.key)),
    { folder, archive },
  );
  await archive.addFolder(folder);

  return {
    format: MANIFEST_FORMAT,
    database: { engine: isEmbeddedDatabase() ? 'pglite' : 'postgresql', ...dump },
    uploads: { storage: env.S3_BUCKET ? 's3' : 'local', count: takenBefore.length + takenAfter.length },
  };
}

/** Fills the archive and writes its manifest last, with the checksum of every file before it. */
async function writeArchive({
  archive,
  work,
  now,
}: {
  archive: ArchiveWriter;
  work: string;
  now: Date;
}): Promise<Manifest> {
  const folder = path.join(work, 'content');
  await mkdir(folder, { mode: PRIVATE_FOLDER_MODE });
  const collected = await collect(folder, archive);
  const manifest: Manifest = {
    ...collected,
    createdAt: now.toISOString(),
    app: await getAppVersion(),
    files: archive.checksums(),
  };
  const content = Buffer.from(`${JSON.stringify(manifest, null, 2)}\n`);
  await archive.add(MANIFEST_FILE, content.length, [content]);
  await archive.close();

  return manifest;
}

/**
 * Writes one archive (.tar.gz, encrypted as .tar.gz.enc when a passphrase is set) of the database, every stored
 * upload and a manifest, to `destination` or to the default place (archive-target.ts). The archive and everything
 * the backup writes on this machine is readable by its owner only.
 */
export async function createBackup({
  destination,
  now = new Date(),
  passphrase = env.BACKUP_PASSPHRASE,
}: { destination?: string; now?: Date; passphrase?: string } = {}): Promise<BackupResult> {
  const work = await makeWorkFolder();
  const name = archiveName(now, { isEncrypted: Boolean(passphrase) });
  const target = openArchiveTarget({ name, destination, work });
  try {
    const archive = await openArchiveWriter(target.output, { passphrase });
    try {
      const manifest = await writeArchive({ archive, work, now });

      return { name, manifest, ...(await target.finish()) };
    } catch (error) {
      await archive.abort();
      throw error;
    }
  } catch (error) {
    const cause = (await target.discard()) ?? error;
    throw asLocalFailure(cause, { folder: localBackupsFolder(), step: 'Writing the backup' }) ?? cause;
  } finally {
    await rm(work, { recursive: true, force: true });
  }
}
