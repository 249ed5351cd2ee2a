import 'server-only';

import { readdir, rm, stat } from 'node:fs/promises';
import path from 'node:path';

import { storage } from '@/lib/storage';

import { archiveTime, newestFirst } from './archive-names';
import { BUCKET_BACKUPS_FOLDER, localBackupsFolder } from './backups-folder';
import { listBucketObjects, uploadsBucket } from './s3-bucket';
import { readVerificationRecord, type VerificationRecord } from './verification-record';

export { localBackupsFolder } from './backups-folder';

/** One archive the nightly job or `npm run backup` left in the default place. */
export type StoredArchive = { name: string; location: string; size: number; createdAt: Date };

/** The newest archive, with its verification when the last one recorded was of it. */
export type LatestBackup = StoredArchive & { verification: VerificationRecord | null };

async function listLocalArchives(): Promise<StoredArchive[]> {
  const folder = localBackupsFolder();
  const names = await readdir(folder).catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return [];
    throw error;
  });
  const archives: StoredArchive[] = [];
  for (const name of names) {
    const createdAt = archiveTime(name);
    if (!createdAt) continue;
    const location = path.join(folder, name);
    archives.push({ name, location, size: (await stat(location)).size, createdAt });
  }

  return archives;
}

/** The archives in the default place, newest first; files named otherwise (an operator's copy) are left out. */
export async function listStoredArchives(): Promise<StoredArchive[]> {
  const bucket = uploadsBucket();
  if (!bucket) return newestFirst(await listLocalArchives());
  const objects = await listBucketObjects(bucket, `${BUCKET_BACKUPS_FOLDER}/`);

  return newestFirst(
    objects.flatMap((object) => {
      const name = object.key.slice(BUCKET_BACKUPS_FOLDER.length + 1);
      const createdAt = archiveTime(name);

      return createdAt ? [{ name, location: object.key, size: object.size, createdAt }] : [];
    }),
  );
}

/** Deletes all but the `keep` newest archives of the default place. */
export async function pruneArchives(keep: number): Promise<StoredArchive[]> {
  const surplus = (await listStoredArchives()).slice(keep);
  for (const archive of surplus) {
    if (uploadsBucket()) await storage.delete(archive.location);
    else await rm(archive.location, { force: true });
  }

  return surplus;
}

/** The newest archive (time, size, where it is, whether it verified), or null when there is none yet. */
export async function latestBackup(): Promise<LatestBackup | null> {
  const [latest] = await listStoredArchives();
  if (!latest) return null;
  const record = await readVerificationRecord();

  return { ...latest, verification: record?.archive === latest.name ? record : null };
}
