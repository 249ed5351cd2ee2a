import 'server-only';

import type { RecurringJob } from '@/lib/jobs/recurring';
import { env } from '@/lib/env';

import { latestBackup, pruneArchives } from './archive-store';
import { createBackup } from './create-backup';
import { removeAbandonedWorkFolders } from './work-folder';

export const NIGHTLY_BACKUP_KIND = 'backup:nightly';

// Every server start makes recurring jobs due at once: an archive younger than this is kept as today's instead
// of another one being made, so restarts neither multiply archives nor push the older ones out of retention.
const MIN_HOURS_BETWEEN_BACKUPS = 20;

/**
 * One archive a day in the default place, then only the BACKUP_RETENTION newest kept. It runs inside the server,
 * which already holds the embedded database: the way to back up PGlite while the site is up.
 */
export const NIGHTLY_BACKUP_JOB: RecurringJob = {
  kind: NIGHTLY_BACKUP_KIND,
  everyMinutes: 24 * 60,
  run: async () => {
    await removeAbandonedWorkFolders();
    const latest = await latestBackup();
    if (latest && Date.now() - latest.createdAt.getTime() < MIN_HOURS_BETWEEN_BACKUPS * 3_600_000) return;
    const { location, size } = await createBackup();
    const pruned = await pruneArchives(env.BACKUP_RETENTION);
    console.log(`Backup written to ${location} (${size} bytes); ${pruned.length} older archive(s) deleted.`);
  },
};
