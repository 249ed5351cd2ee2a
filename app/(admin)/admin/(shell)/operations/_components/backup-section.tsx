import { adminFormatter, adminTranslator } from '@/lib/admin/messages';
import type { StoredArchive } from '@/lib/backup/archive-store';
import { isBackupStale } from '@/lib/operations/backup-freshness';

type BackupSectionProps = { latest: StoredArchive | null; now: Date };

/** The newest backup archive, and a warning when the nightly job has missed a night. */
export function BackupSection({ latest, now }: BackupSectionProps) {
  const t = adminTranslator();
  const format = adminFormatter();
  const isStale = latest !== null && isBackupStale(latest.createdAt, now);

  return (
    <section aria-labelledby="operations-backup" className="space-y-3">
      <h2 id="operations-backup" className="text-lg font-semibold text-ink">
        {t('admin.operations.system.backup.title')}
      </h2>
      {latest === null ? (
        <p className="text-sm">{t('admin.operations.system.backup.none')}</p>
      ) : (
        <dl className="grid grid-cols-[max-content_1fr] gap-x-6 gap-y-1 text-sm" data-testid="operations-backup">
          <dt className="font-medium text-ink">{t('admin.operations.system.backup.createdAt')}</dt>
          <dd>{format.dateTime(latest.createdAt, { dateStyle: 'short', timeStyle: 'short' })}</dd>
          <dt className="font-medium text-ink">{t('admin.operations.system.backup.name')}</dt>
          <dd className="font-mono break-all">{latest.name}</dd>
          <dt className="font-medium text-ink">{t('admin.operations.system.backup.location')}</dt>
          <dd className="font-mono break-all">{latest.location}</dd>
          <dt className="font-medium text-ink">{t('admin.operations.system.backup.size')}</dt>
          <dd>{format.number(latest.size / 1_048_576, { maximumFractionDigits: 1 })} MB</dd>
        </dl>
      )}
      {isStale ? (
        <p role="alert" className="text-sm font-medium text-red-700">
          {t('admin.operations.system.backup.stale')}
        </p>
      ) : null}
    </section>
  );
}
