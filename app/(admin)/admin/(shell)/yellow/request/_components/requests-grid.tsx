'use client';

import type { ColumnDef } from '@tanstack/react-table';
import { useTranslations } from 'next-intl';
import { useMemo, useState } from 'react';

import { DataTable, type GridView } from '@/components/admin/data-table/data-table';
import type { RequestRow } from '@/lib/directory/admin/request-queries';
import type { RequestType } from '@/lib/directory/admin/schema';

import { adminDateText } from '@/lib/admin/date-text';
import { RequestDialog } from './request-dialog';

type RequestsGridProps = GridView<RequestRow> & { type: RequestType };

/** The waiting requests with a detail button per row; the modal reads the whole request from its GET handler. */
export function RequestsGrid({ type, ...view }: RequestsGridProps) {
  const t = useTranslations('admin.yellow');
  const [open, setOpen] = useState<RequestRow | null>(null);
  const columns = useMemo<ColumnDef<RequestRow>[]>(
    () => [
      { id: 'name_mn', header: t('columns.nameMn'), accessorKey: 'name_mn' },
      { id: 'name_en', header: t('columns.nameEn'), accessorKey: 'name_en' },
      {
        id: 'registrant',
        header: t('columns.registrant'),
        cell: ({ row }) => `${row.original.registrant_name} (${row.original.registrant_email})`,
      },
      {
        id: 'created_at',
        header: t('columns.createdAt'),
        cell: ({ row }) => adminDateText(row.original.created_at, 'dateTime'),
      },
      {
        id: 'actions',
        header: t('details'),
        cell: ({ row }) => (
          <button
            type="button"
            onClick={() => setOpen(row.original)}
            aria-label={`${t('details')}: ${row.original.name_mn || row.original.name_en}`}
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
        label={t('request.grid')}
        columns={columns}
        emptyText={t('request.empty')}
        getRowId={(row) => String(row.id)}
        {...view}
      />
      {open ? (
        <RequestDialog
          key={`${type}:${open.id}`}
          type={type}
          id={open.id}
          name={open.name_mn || open.name_en}
          onClose={() => setOpen(null)}
        />
      ) : null}
    </>
  );
}
