import 'server-only';

import { env } from '@/lib/env';
import { createS3Storage, type S3StorageOptions } from '@/lib/storage/s3';

import { archiveTime, newestFirst } from './archive-names';
import { openArchive } from './archive-source';
import type { StoredArchive } from './archive-store';
import { bucketAddress, listBucketObjects } from './s3-bucket';

/** BACKUP_COPY_TO (`s3://bucket/folder`, validated by lib/env.ts) with its own settings, or null when unset. */
export function offSiteBucket(): S3StorageOptions | null {
  const match = env.BACKUP_COPY_TO ? /^s3:\/\/([^/]+)\/?(.*)$/.exec(env.BACKUP_COPY_TO) : null;
  if (!match?.[1]) return null;

  return {
    bucket: match[1],
    prefix: match[2],
    region: env.BACKUP_COPY_REGION,
    endpoint: env.BACKUP_COPY_ENDPOINT,
    accessKeyId: env.BACKUP_COPY_ACCESS_KEY_ID,
    secretAccessKey: env.BACKUP_COPY_SECRET_ACCESS_KEY,
  };
}

/**
 * Copies an archive of the default place (`location` as the listing or the backup names it) into the BACKUP_COPY_TO
 * bucket under its own name, streamed; answers the copy's address, or null when no copy is configured. An archive
 * copied already is left as it is: an upload is stored whole or not at all, so a copy there is complete.
 */
export async function copyArchiveOffSite({
  name,
  location,
}: {
  name: string;
  location: string;
}): Promise<string | null> {
  const bucket = offSiteBucket();
  if (!bucket) return null;
  const copies = createS3Storage(bucket);
  if (!(await copies.stat(name))) {
    await copies.put(name, await openArchive(location), {
      contentType: name.endsWith('.enc') ? 'application/octet-stream' : 'application/gzip',
    });
  }

  return bucketAddress(bucket, name);
}

/** The archives in the BACKUP_COPY_TO bucket, newest first; objects named otherwise are left out. */
export async function listOffSiteCopies(): Promise<StoredArchive[]> {
  const bucket = offSiteBucket();
  if (!bucket) return [];
  const objects = await listBucketObjects(bucket, '');

  return newestFirst(
    objects.flatMap(({ key, size }) => {
      const createdAt = archiveTime(key);

      return createdAt ? [{ name: key, location: bucketAddress(bucket, key), size, createdAt }] : [];
    }),
  );
}

/** Deletes all but the `keep` newest copies (BACKUP_RETENTION, as for the archives on this side). */
export async function pruneOffSiteCopies(keep: number): Promise<StoredArchive[]> {
  const bucket = offSiteBucket();
  if (!bucket) return [];
  const copies = createS3Storage(bucket);
  const surplus = (await listOffSiteCopies()).slice(keep);
  for (const copy of surplus) await copies.delete(copy.name);

  return surplus;
}
