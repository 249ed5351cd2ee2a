'use client';

import type { ColumnDef } from '@tanstack/react-table';
import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { useMemo, useState } from 'react';

import { ConfirmDialog } from '@/components/admin/confirm-dialog';
import { DataTable } from '@/components/admin/data-table/data-table';
import { gridColumns } from '@/components/admin/data-table/text-columns';
import { ReportForm } from '@/components/admin/library/report-form';
import { RowActions } from '@/components/admin/row-actions';
import { Thumbnail } from '@/components/admin/thumbnail';
import { useConfirmedDelete } from '@/components/admin/use-confirmed-delete';
import { ADMIN_REPORT_COLUMNS } from '@/lib/reports/admin-columns';
import type { AdminReport } from '@/lib/reports/admin-queries';
import { deleteReport } from '@/lib/reports/actions';
import { ADMIN_REPORT_PAGE_SIZES } from '@/lib/reports/schema';

type ReportListProps = { reports: AdminReport[]; total: number; page: number; pageSize: number };

/** Seeds 2 and 4: the paged list toggles to an inline edit view with a back button. */
export function ReportList({ reports, total, page, pageSize }: ReportListProps) {
  const t = useTranslations('admin');
  const root = useTranslations();
  const [editing, setEditing] = useState<AdminReport | null>(null);
  const removal = useConfirmedDelete<AdminReport>({ remove: ({ id }) => deleteReport({ id }), successMs: 5000 });
  const { ask } = removal;

  const columns = useMemo<ColumnDef<AdminReport>[]>(
    () => [
      {
        id: 'actions',
        header: t('common.actions'),
        cell: ({ row }) => <RowActions title={row.original.title} onEdit={() => setEditing(row.original)} onDelete={() => ask(row.original)} />,
      },
      ...gridColumns(ADMIN_REPORT_COLUMNS, root, {
        image: (src, row) => <Thumbnail src={String(src)} alt={row.title} className="h-16 w-24" />,
        title: (text, row) => (
          <>
            <span className="font-medium">{text}</span>
            {row.title_en ? (
              <span lang="en" className="block text-xs text-gray-600">
                {row.title_en}
              </span>
            ) : null}
          </>
        ),
        pdf: (href) => (
          <a href={String(href)} target="_blank" rel="noreferrer" className="text-brand-dark underline">
            {t('library.open')}
          </a>
        ),
        created_at: (text, row) => <time dateTime={row.created_at}>{text}</time>,
      }),
    ],
    [ask, root, t],
  );

  if (editing) return <ReportForm key={editing.id} report={editing} onDone={() => setEditing(null)} />;

  return (
    <div className="space-y-4">
      <Link href="/admin/add-report" className="inline-block rounded bg-brand-dark px-4 py-2 font-semibold text-white">
        {t('library.report.addLink')}
      </Link>
      <DataTable
        label={t('library.report.tableLabel')}
        columns={columns}
        rows={reports}
        total={total}
        page={page}
        pageSize={pageSize}
        pageSizes={ADMIN_REPORT_PAGE_SIZES}
        emptyText={t('common.emptyList')}
        csvHref="/api/get/reports"
        getRowId={(row) => String(row.id)}
      />
      <ConfirmDialog
        isOpen={removal.isOpen}
        isBusy={removal.isBusy}
        message={t('library.report.confirmDelete')}
        confirmLabel={t('common.delete')}
        onConfirm={() => void removal.confirm()}
        onCancel={removal.cancel}
      />
    </div>
  );
}
