import 'server-only';

import { env } from '@/lib/env';
import { logger } from '@/lib/observability/logger';

import { pruneArchives } from './archive-store';
import { type BackupResult, createBackup } from './create-backup';
import { copyArchiveOffSite, pruneOffSiteCopies } from './off-site-copy';
import { recordVerification } from './verification-record';
import { type BackupVerification, verifyBackup } from './verify-backup';

export type CheckedBackup = BackupResult & { verification: BackupVerification; offSiteCopy: string | null };

/**
 * A backup as the nightly job makes it, and `npm run backup` (itself or through the running server): an archive in
 * the default place, restored into a scratch database to check it (the result kept beside the archives for the
 * operator's views), copied off the machine (BACKUP_COPY_TO), and then only the BACKUP_RETENTION newest kept in each
 * place. An archive that fails its check is neither copied nor allowed to push a good one out.
 */
export async function makeCheckedBackup(): Promise<CheckedBackup> {
  const backup = await createBackup();
  const verification = await verifyBackup({ file: backup.location });
  await recordVerification({
    archive: backup.name,
    verifiedAt: new Date().toISOString(),
    isOk: verification.isOk,
    problems: verification.problems,
  });
  const { location, size } = backup;
  if (!verification.isOk) {
    logger.error(
      { location, size, problems: verification.problems },
      'Backup written, but it failed its verification: older archives kept',
    );

    return { ...backup, verification, offSiteCopy: null };
  }
  const offSiteCopy = await copyArchiveOffSite(backup);
  const pruned = await pruneArchives(env.BACKUP_RETENTION);
  const prunedCopies = await pruneOffSiteCopies(env.BACKUP_RETENTION);
  logger.info(
    { location, size, verified: true, offSiteCopy, pruned: pruned.length, prunedCopies: prunedCopies.length },
    'Backup written and verified; older archives beyond the retention deleted',
  );

  return { ...backup, verification, offSiteCopy };
}

/** An archive written to `destination` (an operator's own copy, which retention leaves alone) and verified. */
export async function makeVerifiedCopy(destination: string): Promise<CheckedBackup> {
  const backup = await createBackup({ destination });

  return { ...backup, verification: await verifyBackup({ file: backup.location }), offSiteCopy: null };
}
