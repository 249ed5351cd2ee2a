import 'server-only';

import { mkdtemp, readdir, rm, stat } from 'node:fs/promises';
import path from 'node:path';

import { localBackupsFolder, makeLocalBackupsFolder } from './backups-folder';

const WORK_PREFIX = '.work-';
/** No backup or restore takes a day: a work folder this old was left by a process that was killed. */
const ABANDONED_AFTER_MS = 24 * 3_600_000;

/**
 * A fresh folder for one backup or restore, beside the archives: on the uploads' disk (hard links need it) and not
 * in the system's temporary folder, often a small memory disk. Only its owner may enter it (mkdtemp's 0700); the
 * caller removes it when done.
 */
export async function makeWorkFolder(): Promise<string> {
  return mkdtemp(path.join(await makeLocalBackupsFolder(), WORK_PREFIX));
}

/** Removes the work folders of backups and restores that were killed before they could clean up. */
export async function removeAbandonedWorkFolders(now = Date.now()): Promise<void> {
  const names = await readdir(localBackupsFolder()).catch(() => []);
  for (const name of names.filter((entry) => entry.startsWith(WORK_PREFIX))) {
    const folder = path.join(localBackupsFolder(), name);
    if (now - (await stat(folder)).mtimeMs > ABANDONED_AFTER_MS) await rm(folder, { recursive: true, force: true });
  }
}
