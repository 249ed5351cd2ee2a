import 'server-only';

import { chmod, copyFile, mkdir, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { PassThrough, type Writable } from 'node:stream';

import { storage } from '@/lib/storage';

import { BUCKET_BACKUPS_FOLDER, localBackupsFolder } from './backups-folder';
import { withLocalFailures } from './local-failure';
import { localFiles, PRIVATE_FILE_MODE } from './local-files';
import { bucketAddress, uploadsBucket } from './s3-bucket';

/** Where a new archive is written while the backup runs. */
export type ArchiveTarget = {
  output: Writable;
  /** Puts the finished archive in its place and answers where it is and its size. */
  finish(): Promise<{ location: string; size: number }>;
  /** Drops an unfinished archive; answers the target's own error when it failed first (the bucket went away). */
  discard(): Promise<unknown>;
};

/** Renames (or, across disks, copies) the finished archive to `target`, readable by its owner only. */
async function moveInto(file: string, target: string): Promise<void> {
  await mkdir(path.dirname(target), { recursive: true });
  await rename(file, target).catch(async (error: NodeJS.ErrnoException) => {
    if (error.code !== 'EXDEV') throw error;
    await copyFile(file, target);
    await rm(file, { force: true });
  });
  // An existing file replaced by copy keeps its own mode.
  await chmod(target, PRIVATE_FILE_MODE);
}

/**
 * A file in the work folder, moved when finished to `destination` or `$DATA_DIR/backups/`: an archive under its
 * final name is always whole (the listing and retention read those names).
 */
function localTarget(file: string, destination: string): ArchiveTarget {
  const output = localFiles.openForWriting(file);

  return {
    output,
    finish: async () => {
      await withLocalFailures({ folder: path.dirname(destination), step: 'Storing the archive' }, () =>
        moveInto(file, destination),
      );

      return { location: destination, size: (await stat(destination)).size };
    },
    discard: async () => {
      output.destroy();

      return null;
    },
  };
}

/** Streamed into the bucket as it is written (a multipart upload), so it never takes room on the local disk. */
function bucketTarget(key: string, location: string, contentType: string): ArchiveTarget {
  const body = new PassThrough();
  const stored = storage.put(key, body, { contentType });
  // Awaited by finish() or discard().
  stored.catch(() => undefined);

  return {
    output: body,
    finish: async () => ({ location, size: (await stored).size }),
    discard: async () => {
      // The upload destroys the stream when it fails; the writer then only sees a stream that closed early.
      const hasFailedFirst = body.destroyed;
      body.destroy();
      const failure = await stored.then(
        () => null,
        (error: unknown) => error,
      );

      return hasFailedFirst ? failure : null;
    },
  };
}

/** The target of the archive `name`: `destination` when given, else the default place (the bucket with S3_BUCKET). */
export function openArchiveTarget({
  name,
  destination,
  work,
}: {
  name: string;
  destination?: string;
  work: string;
}): ArchiveTarget {
  const bucket = uploadsBucket();
  if (destination || !bucket)
    return localTarget(
      path.join(work, name),
      destination ? path.resolve(destination) : path.join(localBackupsFolder(), name),
    );
  const key = `${BUCKET_BACKUPS_FOLDER}/${name}`;

  return bucketTarget(
    key,
    bucketAddress(bucket, key),
    name.endsWith('.enc') ? 'application/octet-stream' : 'application/gzip',
  );
}
