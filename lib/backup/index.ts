import 'server-only';

export { latestBackup, pruneArchives } from './archive-store';
export type { LatestBackup, StoredArchive } from './archive-store';
export { ArchivePassphraseError, BackupError, RestoreRefusedError, UnreadableArchiveError } from './backup-errors';
export { makeCheckedBackup } from './checked-backup';
export type { CheckedBackup } from './checked-backup';
export { createBackup } from './create-backup';
export type { BackupResult } from './create-backup';
export { LocalFailureError } from './local-failure';
export { NIGHTLY_BACKUP_JOB } from './nightly-job';
export { restoreBackup } from './restore-backup';
export type { RestoreResult } from './restore-backup';
export type { VerificationRecord } from './verification-record';
export { verifyBackup } from './verify-backup';
export type { BackupVerification } from './verify-backup';
