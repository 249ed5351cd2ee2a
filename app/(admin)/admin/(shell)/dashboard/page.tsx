import { adminFormatter, adminTranslator } from '@/lib/admin/messages';
import { getDashboardCounts, listLatestAuditEntries } from '@/lib/audit-log/queries';
import { requireAdminPage } from '@/lib/auth/guards';
import { can } from '@/lib/auth/roles';

import { AuditTable } from './_components/audit-table';
import { StatCard } from './_components/stat-card';

export default async function DashboardPage() {
  const admin = await requireAdminPage();
  // The counts are only numbers; the audit entries name staff and their addresses, so they need the audit log's permission.
  const canReadAudit = can(admin.accountRole, 'audit');
  const [counts, entries] = await Promise.all([
    getDashboardCounts(),
    canReadAudit ? listLatestAuditEntries({ limit: 10 }) : Promise.resolve([]),
  ]);
  const t = adminTranslator();
  const format = adminFormatter();

  return (
    <div className="space-y-8">
      <h1 className="text-2xl font-bold text-ink">{t('admin.dashboard.title')}</h1>
      <dl className="grid gap-4 sm:grid-cols-2 xl:max-w-3xl">
        <StatCard label={t('admin.dashboard.newsCount')} value={format.number(counts.newsCount)} testId="news-count" />
        <StatCard
          label={t('admin.dashboard.requestCount')}
          value={format.number(counts.requestCount)}
          testId="request-count"
        />
      </dl>
      {canReadAudit && (
        <section className="space-y-3">
          <h2 id="audit-title" className="text-lg font-semibold text-ink">
            {t('admin.dashboard.auditTitle')}
          </h2>
          <AuditTable entries={entries} />
        </section>
      )}
    </div>
  );
}
