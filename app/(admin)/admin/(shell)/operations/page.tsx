import { adminTranslator } from '@/lib/admin/messages';
import { requireAdminPage } from '@/lib/auth/guards';
import { latestBackup } from '@/lib/backup/archive-store';
import { jobQueueSummary } from '@/lib/jobs/queue-summary';
import { listFailedMails } from '@/lib/mail/failed-mails';
import { outboxSummary } from '@/lib/mail/outbox-summary';
import { getAppVersion } from '@/lib/version/app-version';
import { migrationState } from '@/lib/version/migration-level';

import { BackupSection } from './_components/backup-section';
import { JobQueueSection } from './_components/job-queue-section';
import { MailOutboxSection } from './_components/mail-outbox-section';
import { VersionSection } from './_components/version-section';

/**
 * The operator screen: what runs, how far the database is migrated, the mail that has not gone out, the last
 * backup and the scheduled jobs.
 */
export default async function OperationsPage() {
  await requireAdminPage('operations');
  const t = adminTranslator();
  const [version, migrations, outbox, failedMails, backup, jobs] = await Promise.all([
    getAppVersion(),
    migrationState(),
    outboxSummary(),
    listFailedMails(),
    latestBackup(),
    jobQueueSummary(),
  ]);

  return (
    <div className="space-y-8">
      <h1 className="text-2xl font-bold text-ink">{t('admin.operations.system.title')}</h1>
      <VersionSection version={version} migrations={migrations} />
      <MailOutboxSection summary={outbox} failedMails={failedMails} />
      <BackupSection latest={backup} now={new Date()} />
      <JobQueueSection jobs={jobs} />
    </div>
  );
}
