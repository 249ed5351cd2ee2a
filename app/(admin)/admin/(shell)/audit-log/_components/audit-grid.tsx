'use client';

import type { ColumnDef } from '@tanstack/react-table';
import { useTranslations } from 'next-intl';
import { useMemo } from 'react';

import { DataTable, type GridView } from '@/components/admin/data-table/data-table';
import type { AuditEntry } from '@/lib/audit/queries';

import { adminDateText } from '../../../_lib/locale';

/** An entry as it crosses to the browser (dates as ISO text), with its action in the staff's words. */
type AuditRow = Omit<AuditEntry, 'createdAt'> & { createdAt: string; actionLabel: string };
type AuditGridProps = GridView<AuditRow>;

/** When, who, what, on which record, from where: the dashboard's columns over the whole log. */
export function AuditGrid(props: AuditGridProps) {
  const t = useTranslations('admin');
  const columns = useMemo<ColumnDef<AuditRow>[]>(
    () => [
      {
        id: 'time',
        header: t('dashboard.columns.time'),
        cell: ({ row }) => <time dateTime={row.original.createdAt}>{adminDateText(row.original.createdAt, 'dateTimeSeconds')}</time>,
      },
      { id: 'account', header: t('dashboard.columns.account'), accessorKey: 'accountEmail' },
      { id: 'action', header: t('dashboard.columns.action'), cell: ({ row }) => <span title={row.original.action}>{row.original.actionLabel}</span> },
      { id: 'target', header: t('dashboard.columns.target'), accessorKey: 'target' },
      { id: 'address', header: t('dashboard.columns.address'), cell: ({ row }) => <span className="font-mono text-xs">{row.original.clientAddress}</span> },
    ],
    [t],
  );

  return <DataTable label={t('operations.audit.grid')} columns={columns} emptyText={t('operations.audit.empty')} csvHref="/api/admin/get/audit-log" getRowId={(row) => String(row.id)} {...props} />;
}
