'use client';

import type { ColumnDef } from '@tanstack/react-table';
import { useTranslations } from 'next-intl';
import { useMemo, useState } from 'react';

import { DataTable, type GridView } from '@/components/admin/data-table/data-table';
import type { RespondentRow } from '@/lib/assessment/admin-respondents';

import { adminDateText } from '../../../_lib/locale';
import { RespondentDialog } from './respondent-dialog';

/** Seeds 2 assessment-result: organisation name, e-mail, phone, participation date, percentage, details. */
export function RespondentsGrid(props: GridView<RespondentRow>) {
  const t = useTranslations('admin.assessment.respondents');
  const [open, setOpen] = useState<RespondentRow | null>(null);
  const columns = useMemo<ColumnDef<RespondentRow>[]>(
    () => [
      { id: 'name', header: t('columns.name'), accessorKey: 'name' },
      { id: 'email', header: t('columns.email'), accessorKey: 'email' },
      { id: 'phone', header: t('columns.phone'), accessorKey: 'phone_number' },
      { id: 'createdAt', header: t('columns.createdAt'), cell: ({ row }) => adminDateText(row.original.created_at, 'dateTime') },
      { id: 'percentage', header: t('columns.percentage'), cell: ({ row }) => `${row.original.percentage}%` },
      {
        id: 'details',
        header: t('columns.details'),
        cell: ({ row }) => (
          <button
            type="button"
            onClick={() => setOpen(row.original)}
            aria-label={t('detailsOf', { name: row.original.name })}
            className="rounded border border-brand-dark px-3 py-1 text-brand-dark"
          >
            {t('details')}
          </button>
        ),
      },
    ],
    [t],
  );

  return (
    <>
      <DataTable
        label={t('grid')}
        columns={columns}
        emptyText={t('empty')}
        csvHref="/api/get/assessment-respondents"
        getRowId={(row) => String(row.id)}
        {...props}
      />
      {open ? <RespondentDialog key={open.id} respondent={open} onClose={() => setOpen(null)} /> : null}
    </>
  );
}
