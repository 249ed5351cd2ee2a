import 'server-only';

import { env } from '@/lib/env';
import type { RecurringJob } from '@/lib/jobs/recurring';
import { logger } from '@/lib/observability/logger';

import { latestBackup, pruneArchives } from './archive-store';
import { createBackup } from './create-backup';
import { removeAbandonedWorkFolders } from './work-folder';

export const NIGHTLY_BACKUP_KIND = 'backup:nightly';

// An archive younger than this (one made by hand or just restored onto this server) stands as today's: another one
// would only push an older archive out of retention.
const MIN_HOURS_BETWEEN_BACKUPS = 20;

/**
 * One archive a day in the default place, then only the BACKUP_RETENTION newest kept. It runs inside the server,
 * which already holds the embedded database: the way to back up PGlite while the site is up.
 */
export const NIGHTLY_BACKUP_JOB: RecurringJob = {
  kind: NIGHTLY_BACKUP_KIND,
  everyMinutes: 24 * 60,
  // 03:00 in Ulaanbaatar (UTC+8), when the site is quietest.
  cron: '0 19 * * *',
  // Copying every upload of a large bucket can outlast the queue's 15 minutes: a run is not started twice meanwhile.
  runsUpToMinutes: 120,
  run: async () => {
    await removeAbandonedWorkFolders();
    const latest = await latestBackup();
    if (latest && Date.now() - latest.createdAt.getTime() < MIN_HOURS_BETWEEN_BACKUPS * 3_600_000) return;
    const { location, size } = await createBackup();
    const pruned = await pruneArchives(env.BACKUP_RETENTION);
    logger.info({ location, size, pruned: pruned.length }, 'Backup written; older archives beyond the retention deleted');
  },
};
