import 'server-only';

import { mkdir } from 'node:fs/promises';
import path from 'node:path';

import { env } from '@/lib/env';

import { PRIVATE_FOLDER_MODE } from './local-files';

/** Archives kept in the uploads' bucket live under this folder, beside the uploads but never part of them. */
export const BUCKET_BACKUPS_FOLDER = 'backups';

export const localBackupsFolder = (): string => path.join(env.DATA_DIR, 'backups');

/**
 * `$DATA_DIR/backups`, made on first use for its owner alone (it holds the archives and the work folders); DATA_DIR
 * itself keeps the usual mode.
 */
export async function makeLocalBackupsFolder(): Promise<string> {
  await mkdir(env.DATA_DIR, { recursive: true });
  await mkdir(localBackupsFolder(), { recursive: true, mode: PRIVATE_FOLDER_MODE });

  return localBackupsFolder();
}
