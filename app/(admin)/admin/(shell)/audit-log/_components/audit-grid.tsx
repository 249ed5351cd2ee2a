'use client';

import { useTranslations } from 'next-intl';
import { useMemo } from 'react';

import { DataTable, type GridView } from '@/components/admin/data-table/data-table';
import { gridColumns } from '@/components/admin/data-table/text-columns';
import { AUDIT_COLUMNS, type AuditRow } from '@/lib/audit-log/grid-columns';

type AuditGridProps = GridView<AuditRow>;

/** When, who, what, on which record, from where: the dashboard's columns over the whole log. */
export function AuditGrid(props: AuditGridProps) {
  const t = useTranslations();
  const columns = useMemo(
    () =>
      gridColumns(AUDIT_COLUMNS, t, {
        time: (text, row) => <time dateTime={row.createdAt}>{text}</time>,
        action: (text, row) => <span title={row.action}>{text}</span>,
        address: (text) => <span className="font-mono text-xs">{text}</span>,
      }),
    [t],
  );

  return (
    <DataTable
      label={t('admin.operations.audit.grid')}
      columns={columns}
      emptyText={t('admin.operations.audit.empty')}
      csvHref="/api/admin/get/audit-log"
      getRowId={(row) => String(row.id)}
      {...props}
    />
  );
}
