import 'server-only';

export { latestBackup, pruneArchives } from './archive-store';
export type { StoredArchive } from './archive-store';
export { createBackup } from './create-backup';
export type { BackupResult } from './create-backup';
export { NIGHTLY_BACKUP_JOB } from './nightly-job';
export { restoreBackup, RestoreRefusedError } from './restore-backup';
export type { RestoreResult } from './restore-backup';
