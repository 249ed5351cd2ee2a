import 'server-only';

import type { RecurringJob } from '@/lib/jobs/recurring';

import { latestBackup } from './archive-store';
import { makeCheckedBackup } from './checked-backup';
import { copyArchiveOffSite } from './off-site-copy';
import { removeAbandonedWorkFolders } from './work-folder';

export const NIGHTLY_BACKUP_KIND = 'backup:nightly';

// An archive younger than this (one made by hand or just restored onto this server) stands as today's: another one
// would only push an older archive out of retention.
const MIN_HOURS_BETWEEN_BACKUPS = 20;

/**
 * One verified archive a day in the default place, copied off the machine, then only the BACKUP_RETENTION newest
 * kept (checked-backup.ts). It runs inside the server, which already holds the embedded database: the way to back up
 * PGlite while the site is up.
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
    if (latest && Date.now() - latest.createdAt.getTime() < MIN_HOURS_BETWEEN_BACKUPS * 3_600_000) {
      // Today's archive is there (made by hand, or by a run whose copy off the machine failed and is retried now).
      if (latest.verification?.isOk !== false) await copyArchiveOffSite(latest);

      return;
    }
    await makeCheckedBackup();
  },
};
