import { requireAdminPage } from '@/lib/auth/guards';
import { listFailedMails } from '@/lib/mail/failed-mails';
import { outboxSummary } from '@/lib/mail/outbox-summary';
import { getAppVersion } from '@/lib/operations/app-version';
import { getMigrationLevel } from '@/lib/operations/migration-level';

import { adminTranslator } from '../../_lib/messages';
import { MailOutboxSection } from './_components/mail-outbox-section';
import { VersionSection } from './_components/version-section';

/** The operator screen: what runs, how far the database is migrated, and the mail that has not gone out. */
export default async function OperationsPage() {
  await requireAdminPage('operations');
  const t = adminTranslator();
  const [version, migrations, outbox, failedMails] = await Promise.all([getAppVersion(), getMigrationLevel(), outboxSummary(), listFailedMails()]);

  return (
    <div className="space-y-8">
      <h1 className="text-2xl font-bold text-ink">{t('admin.operations.system.title')}</h1>
      <VersionSection version={version} migrations={migrations} />
      <MailOutboxSection summary={outbox} failedMails={failedMails} />
      {/* The last backup's section goes here. */}
      {/* The job queue's section goes here. */}
    </div>
  );
}
