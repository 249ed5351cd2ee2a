import 'server-only';

import { createReadStream } from 'node:fs';
import { copyFile, mkdir, readdir, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';

import { env } from '@/lib/env';
import { storage } from '@/lib/storage';

import { listBucketObjects } from './s3-bucket';
import { BUCKET_BACKUPS_FOLDER } from './stored-files';

/** One archive the nightly job or `npm run backup` left in the default place. */
export type StoredArchive = { name: string; location: string; size: number; createdAt: Date };

const NAME_PATTERN = /^backup-(\d{4}-\d{2}-\d{2})T(\d{2})-(\d{2})-(\d{2})Z\.tar\.gz$/;

export const localBackupsFolder = () => path.join(env.DATA_DIR, 'backups');

/** `backup-2026-11-27T03-00-00Z.tar.gz`: names sort as their times do, and hold no ':' (scp reads it as a host). */
export function archiveName(at: Date): string {
  return `backup-${at.toISOString().slice(0, 19).replaceAll(':', '-')}Z.tar.gz`;
}

function timeOfName(name: string): Date | null {
  const match = NAME_PATTERN.exec(name);

  return match ? new Date(`${match[1]}T${match[2]}:${match[3]}:${match[4]}Z`) : null;
}

/**
 * Moves a finished archive to `destination` (a path), or by default under `$DATA_DIR/backups/`, or into the bucket
 * under `backups/` when S3_BUCKET is set; answers where it went.
 */
export async function storeArchive(file: string, name: string, destination?: string): Promise<string> {
  if (destination) {
    const target = path.resolve(destination);
    await mkdir(path.dirname(target), { recursive: true });
    await rename(file, target).catch(async () => {
      await copyFile(file, target);
      await rm(file, { force: true });
    });

    return target;
  }
  if (env.S3_BUCKET) {
    const key = `${BUCKET_BACKUPS_FOLDER}/${name}`;
    await storage.put(key, createReadStream(file), { contentType: 'application/gzip' });
    await rm(file, { force: true });

    return `s3://${env.S3_BUCKET}/${env.S3_PREFIX ? `${env.S3_PREFIX.replace(/^\/+|\/+$/g, '')}/` : ''}${key}`;
  }
  const target = path.join(localBackupsFolder(), name);
  await rename(file, target);

  return target;
}

/** The archives in the default place, newest first; files named otherwise (an operator's copy) are left out. */
export async function listStoredArchives(): Promise<StoredArchive[]> {
  const archives: StoredArchive[] = [];
  if (env.S3_BUCKET) {
    for (const object of await listBucketObjects(`${BUCKET_BACKUPS_FOLDER}/`)) {
      const name = object.key.slice(BUCKET_BACKUPS_FOLDER.length + 1);
      const createdAt = timeOfName(name);
      if (createdAt) archives.push({ name, location: object.key, size: object.size, createdAt });
    }
  } else {
    const folder = localBackupsFolder();
    const names = await readdir(folder).catch((error: NodeJS.ErrnoException) => {
      if (error.code === 'ENOENT') return [];
      throw error;
    });
    for (const name of names) {
      const createdAt = timeOfName(name);
      if (!createdAt) continue;
      const location = path.join(folder, name);
      archives.push({ name, location, size: (await stat(location)).size, createdAt });
    }
  }

  return archives.sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime());
}

/** Deletes all but the `keep` newest archives of the default place. */
export async function pruneArchives(keep: number): Promise<StoredArchive[]> {
  const surplus = (await listStoredArchives()).slice(keep);
  for (const archive of surplus) {
    if (env.S3_BUCKET) await storage.delete(archive.location);
    else await rm(archive.location, { force: true });
  }

  return surplus;
}

/** The newest archive (time, size, where it is), or null when there is none yet: for the operator's screen. */
export async function latestBackup(): Promise<StoredArchive | null> {
  return (await listStoredArchives())[0] ?? null;
}
