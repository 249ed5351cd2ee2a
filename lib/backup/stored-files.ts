import 'server-only';

import { createReadStream } from 'node:fs';
import { copyFile, link, mkdir, readdir, stat } from 'node:fs/promises';
import path from 'node:path';

import { env } from '@/lib/env';
import { contentTypeForKey, isValidKey, storage } from '@/lib/storage';

import type { ArchiveWriter } from './archive-file';
import { BUCKET_BACKUPS_FOLDER } from './backups-folder';
import { PRIVATE_FOLDER_MODE } from './local-files';
import { listBucketObjects, uploadsBucket } from './s3-bucket';

export const UPLOADS_FOLDER = 'uploads';

/** One stored upload and its size (uploads are written once under a fresh key, never changed in place). */
export type StoredUpload = { key: string; size: number };

const localUploadsRoot = () => path.join(env.DATA_DIR, 'uploads');

async function listLocalUploads(root: string, folder = ''): Promise<StoredUpload[]> {
  const entries = await readdir(path.join(root, folder), { withFileTypes: true }).catch(
    (error: NodeJS.ErrnoException) => {
      if (error.code === 'ENOENT') return [];
      throw error;
    },
  );
  const uploads: StoredUpload[] = [];
  for (const entry of entries) {
    const key = folder ? `${folder}/${entry.name}` : entry.name;
    if (entry.isDirectory()) uploads.push(...(await listLocalUploads(root, key)));
    // Files being written have hidden temporary names, which are no valid key: they are no upload yet.
    else if (entry.isFile() && isValidKey(key)) uploads.push({ key, size: (await stat(path.join(root, key))).size });
  }

  return uploads;
}

/** Every stored upload: `$DATA_DIR/uploads`, or the bucket's objects outside the backups folder. */
export async function listStoredUploads(): Promise<StoredUpload[]> {
  const bucket = uploadsBucket();
  if (!bucket) return listLocalUploads(localUploadsRoot());
  const objects = await listBucketObjects(bucket, '');

  return objects
    .filter(({ key }) => isValidKey(key) && !key.startsWith(`${BUCKET_BACKUPS_FOLDER}/`))
    .map(({ key, size }) => ({ key, size }));
}

export async function listStoredKeys(): Promise<string[]> {
  return (await listStoredUploads()).map((upload) => upload.key);
}

/**
 * A hard link to a local upload in `folder`/uploads: uploads are written once under a fresh key and never changed in
 * place, so the link is a frozen copy, made in an instant, that a later delete of the upload leaves. False when the
 * upload was deleted since it was listed.
 */
async function linkLocalUpload(key: string, folder: string): Promise<boolean> {
  const source = path.join(localUploadsRoot(), key);
  const target = path.join(folder, UPLOADS_FOLDER, key);
  await mkdir(path.dirname(target), { recursive: true, mode: PRIVATE_FOLDER_MODE });
  try {
    await link(source, target).catch(async (error: NodeJS.ErrnoException) => {
      // Another file system (a mounted backups folder): a full copy then.
      if (error.code === 'EXDEV' || error.code === 'EPERM') await copyFile(source, target);
      else throw error;
    });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return false;
    throw error;
  }

  return true;
}

/** Streams an object of the bucket into the archive; false when it was deleted since it was listed. */
async function streamBucketObject({ key, size }: StoredUpload, archive: ArchiveWriter): Promise<boolean> {
  const source = await storage.open(key);
  if (!source) return false;
  await archive.add(`${UPLOADS_FOLDER}/${key}`, size, source);

  return true;
}

/**
 * Takes `uploads` into the backup and answers the keys taken. Local files become hard links in `folder`, archived
 * with it at the end; objects of the bucket go straight into the archive, never through the local disk.
 */
export async function collectStoredFiles(
  uploads: readonly StoredUpload[],
  { folder, archive }: { folder: string; archive: ArchiveWriter },
): Promise<string[]> {
  const taken: string[] = [];
  for (const upload of uploads) {
    const isTaken = env.S3_BUCKET
      ? await streamBucketObject(upload, archive)
      : await linkLocalUpload(upload.key, folder);
    if (isTaken) taken.push(upload.key);
  }

  return taken;
}

/** Stores the archive's files under their keys, through the configured storage (local disk or bucket). */
export async function restoreStoredFiles(folder: string, keys: readonly string[]): Promise<void> {
  for (const key of keys) {
    await storage.put(key, createReadStream(path.join(folder, UPLOADS_FOLDER, key)), {
      contentType: contentTypeForKey(key),
    });
  }
}

export async function deleteStoredFiles(keys: readonly string[]): Promise<void> {
  for (const key of keys) await storage.delete(key);
}
