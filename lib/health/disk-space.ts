import 'server-only';

import { statfs } from 'node:fs/promises';
import path from 'node:path';

import { localBackupsFolder } from '@/lib/backup/backups-folder';
import { env } from '@/lib/env';

export const BYTES_PER_MB = 1024 * 1024;

export type DiskSpace = { freeBytes: number; totalBytes: number };

/** The folders whose disk the site fills: the data folder (database, uploads, mails) and the local backups. */
export type WatchedFolder = { name: 'data' | 'backups'; path: string };

/**
 * Free and total bytes of the file system that holds `folder`, as the account running the server may use them
 * (blocks reserved for root do not count). A folder not made yet (the backups before the first one) is measured
 * where it will be made.
 */
export async function diskSpace(folder: string): Promise<DiskSpace> {
  let current = path.resolve(folder);
  for (;;) {
    try {
      const stats = await statfs(current);

      return { freeBytes: stats.bavail * stats.bsize, totalBytes: stats.blocks * stats.bsize };
    } catch (error) {
      const parent = path.dirname(current);
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT' || parent === current) throw error;
      current = parent;
    }
  }
}

/** The data folder, and the backups folder unless the archives go to the bucket (S3_BUCKET). */
export function watchedFolders(): WatchedFolder[] {
  const data: WatchedFolder = { name: 'data', path: env.DATA_DIR };

  return env.S3_BUCKET ? [data] : [data, { name: 'backups', path: localBackupsFolder() }];
}
