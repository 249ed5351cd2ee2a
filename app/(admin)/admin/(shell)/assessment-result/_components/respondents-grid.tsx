'use client';

import type { ColumnDef } from '@tanstack/react-table';
import { useTranslations } from 'next-intl';
import { useMemo, useState } from 'react';

import { DataTable, type GridView } from '@/components/admin/data-table/data-table';
import { gridColumns } from '@/components/admin/data-table/text-columns';
import type { RespondentRow } from '@/lib/assessment/admin-respondents';
import { RESPONDENT_COLUMNS } from '@/lib/assessment/respondent-columns';

import { RespondentDialog } from './respondent-dialog';

/** Seeds 2 assessment-result: organisation name, e-mail, phone, participation date, percentage, details. */
export function RespondentsGrid(props: GridView<RespondentRow>) {
  const t = useTranslations('admin.assessment.respondents');
  const [open, setOpen] = useState<RespondentRow | null>(null);
  const root = useTranslations();
  const columns = useMemo<ColumnDef<RespondentRow>[]>(
    () => [
      ...gridColumns(RESPONDENT_COLUMNS, root),
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
    [root, t],
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
