import 'server-only';

import { createReadStream, createWriteStream } from 'node:fs';
import { copyFile, link, mkdir, readdir } from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';

import { env } from '@/lib/env';
import { contentTypeForKey, isValidKey, storage } from '@/lib/storage';

import { listBucketObjects } from './s3-bucket';

export const UPLOADS_FOLDER = 'uploads';
/** Archives kept in the bucket live under this folder, beside the uploads but never part of them. */
export const BUCKET_BACKUPS_FOLDER = 'backups';

const localUploadsRoot = () => path.join(env.DATA_DIR, 'uploads');

async function listLocalKeys(root: string, folder = ''): Promise<string[]> {
  const entries = await readdir(path.join(root, folder), { withFileTypes: true }).catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return [];
    throw error;
  });
  const keys: string[] = [];
  for (const entry of entries) {
    const key = folder ? `${folder}/${entry.name}` : entry.name;
    if (entry.isDirectory()) keys.push(...(await listLocalKeys(root, key)));
    // Files being written have hidden temporary names, which are no valid key: they are no upload yet.
    else if (entry.isFile() && isValidKey(key)) keys.push(key);
  }

  return keys;
}

/** The key of every stored upload: `$DATA_DIR/uploads`, or the bucket's objects outside the backups folder. */
export async function listStoredKeys(): Promise<string[]> {
  if (!env.S3_BUCKET) return listLocalKeys(localUploadsRoot());
  const objects = await listBucketObjects('');

  return objects.map((object) => object.key).filter((key) => isValidKey(key) && !key.startsWith(`${BUCKET_BACKUPS_FOLDER}/`));
}

/**
 * Copies the stored files of `keys` into `folder`/uploads and answers the keys copied (a file deleted since it was
 * listed is skipped). A local file becomes a hard link: uploads are written once under a fresh key and never
 * changed in place, so the link is a frozen copy, made in an instant, that a later delete of the upload leaves.
 */
export async function copyStoredFiles(keys: readonly string[], folder: string): Promise<string[]> {
  const copied: string[] = [];
  for (const key of keys) {
    const target = path.join(folder, UPLOADS_FOLDER, key);
    await mkdir(path.dirname(target), { recursive: true });
    if (env.S3_BUCKET) {
      const source = await storage.open(key);
      if (!source) continue;
      await pipeline(source, createWriteStream(target));
    } else {
      const source = path.join(localUploadsRoot(), key);
      try {
        await link(source, target).catch(async (error: NodeJS.ErrnoException) => {
          // Another file system (a mounted backups folder): a full copy then.
          if (error.code === 'EXDEV' || error.code === 'EPERM') await copyFile(source, target);
          else throw error;
        });
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') continue;
        throw error;
      }
    }
    copied.push(key);
  }

  return copied;
}

/** Stores the archive's files under their keys, through the configured storage (local disk or bucket). */
export async function restoreStoredFiles(folder: string, keys: readonly string[]): Promise<void> {
  for (const key of keys) {
    await storage.put(key, createReadStream(path.join(folder, UPLOADS_FOLDER, key)), { contentType: contentTypeForKey(key) });
  }
}

export async function deleteStoredFiles(keys: readonly string[]): Promise<void> {
  for (const key of keys) await storage.delete(key);
}
