import { adminTranslator } from '@/lib/admin/messages';
import { auditActionLabel } from '@/lib/audit-log/action-label';
import { toAuditRows } from '@/lib/audit-log/audit-rows';
import { listAuditActions, listAuditEntries } from '@/lib/audit-log/queries';
import { AUDIT_PAGE_SIZES, AUDIT_SORTABLE, auditQuerySchema } from '@/lib/audit-log/schema';
import { requireAdminPage } from '@/lib/auth/guards';

import { AuditFilters } from './_components/audit-filters';
import { AuditGrid } from './_components/audit-grid';

type AuditLogPageProps = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export default async function AuditLogPage({ searchParams }: AuditLogPageProps) {
  await requireAdminPage('audit');
  const query = auditQuerySchema.parse(await searchParams);
  const [{ audit, total }, actions] = await Promise.all([listAuditEntries(query), listAuditActions()]);
  const t = adminTranslator();
  const actionChoices = actions
    .map((action) => ({ value: action, label: auditActionLabel(action) }))
    .sort((a, b) => a.label.localeCompare(b.label, 'mn'));

  return (
    <div className="space-y-6">
      <h1 className="text-2xl font-bold text-ink">{t('admin.operations.audit.title')}</h1>
      <AuditFilters
        email={query.email}
        action={query.action}
        startDate={query.startDate ?? ''}
        endDate={query.endDate ?? ''}
        actions={actionChoices}
      />
      <AuditGrid
        rows={toAuditRows(audit)}
        total={total}
        page={query.page}
        pageSize={query.limit}
        pageSizes={AUDIT_PAGE_SIZES}
        sortable={AUDIT_SORTABLE}
      />
    </div>
  );
}
