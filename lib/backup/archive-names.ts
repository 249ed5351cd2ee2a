import 'server-only';

const NAME_PATTERN = /^backup-(\d{4}-\d{2}-\d{2})T(\d{2})-(\d{2})-(\d{2})Z\.tar\.gz(\.enc)?$/;

/**
 * `backup-2026-11-27T03-00-00Z.tar.gz`, `.tar.gz.enc` when encrypted: names sort as their times do, and hold no ':'
 * (scp reads it as a host).
 */
export function archiveName(at: Date, { isEncrypted }: { isEncrypted: boolean }): string {
  return `backup-${at.toISOString().slice(0, 19).replaceAll(':', '-')}Z.tar.gz${isEncrypted ? '.enc' : ''}`;
}

/** When the archive of this name was made, or null for a file named otherwise (an operator's own copy). */
export function archiveTime(name: string): Date | null {
  const match = NAME_PATTERN.exec(name);

  return match ? new Date(`${match[1]}T${match[2]}:${match[3]}:${match[4]}Z`) : null;
}

/** Archives newest first: retention keeps the head of this list, wherever the archives are. */
export function newestFirst<T extends { createdAt: Date }>(archives: readonly T[]): T[] {
  return [...archives].sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime());
}
