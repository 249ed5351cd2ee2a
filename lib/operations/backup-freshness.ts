/** The nightly backup runs every 24 hours: an archive older than this means a night was missed. */
export const BACKUP_STALE_AFTER_HOURS = 26;

/** Whether the newest archive, made at `createdAt`, is older than a nightly run allows. */
export function isBackupStale(createdAt: Date, now: Date): boolean {
  return now.getTime() - createdAt.getTime() > BACKUP_STALE_AFTER_HOURS * 3_600_000;
}
