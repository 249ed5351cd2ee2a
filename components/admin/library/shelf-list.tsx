'use client';

import type { ColumnDef } from '@tanstack/react-table';
import { useTranslations } from 'next-intl';
import { useMemo, useState } from 'react';

import { ConfirmDialog } from '@/components/admin/confirm-dialog';
import { DataTable } from '@/components/admin/data-table/data-table';
import { RowActions } from '@/components/admin/row-actions';
import { Thumbnail } from '@/components/admin/thumbnail';
import { useConfirmedDelete } from '@/components/admin/use-confirmed-delete';
import { LIBRARY_PAGE_SIZES } from '@/lib/library/admin-query';
import { deleteSustainableItem } from '@/lib/sustainable-mining/actions';
import type { AdminSustainableItem } from '@/lib/sustainable-mining/queries';

import { SUSTAINABLE_ERROR_MS, SustainableForm } from './sustainable-form';

type SustainableScreenProps = { items: AdminSustainableItem[]; total: number; page: number; pageSize: number };

/** Seeds 2: table of number, actions, poster, file name and file link, with the add/edit form above it. */
export function SustainableScreen({ items, total, page, pageSize }: SustainableScreenProps) {
  const t = useTranslations('admin');
  const [editing, setEditing] = useState<AdminSustainableItem | null>(null);
  const removal = useConfirmedDelete<AdminSustainableItem>({
    remove: ({ id }) => deleteSustainableItem({ id }),
    failureText: () => t('library.sustainable.deleteFailed'),
    failureMs: SUSTAINABLE_ERROR_MS,
  });
  const { ask } = removal;
  const columns = useMemo<ColumnDef<AdminSustainableItem>[]>(() => {
    // An untitled poster is named by its number, as on the public page.
    const name = (item: AdminSustainableItem) => item.title || `${t('library.fields.number')} ${item.number}`;

    return [
      { id: 'number', header: t('library.fields.number'), cell: ({ row }) => row.original.number },
      {
        id: 'actions',
        header: t('common.actions'),
        cell: ({ row }) => <RowActions title={name(row.original)} onEdit={() => setEditing(row.original)} onDelete={() => ask(row.original)} />,
      },
      {
        id: 'poster',
        header: t('library.sustainable.columns.poster'),
        cell: ({ row }) => <Thumbnail src={row.original.poster} alt={name(row.original)} className="h-20 w-14" />,
      },
      {
        id: 'title',
        header: t('library.sustainable.columns.name'),
        cell: ({ row }) => (
          <>
            <span className="font-medium">{row.original.title}</span>
            {row.original.title_en ? (
              <span lang="en" className="block text-xs text-gray-600">
                {row.original.title_en}
              </span>
            ) : null}
          </>
        ),
      },
      {
        id: 'pdf',
        header: t('library.sustainable.columns.file'),
        cell: ({ row }) => (
          <a href={row.original.pdf} target="_blank" rel="noreferrer" className="text-brand-dark underline">
            {row.original.pdf.split('/').pop()}
          </a>
        ),
      },
    ];
  }, [ask, t]);

  return (
    <div className="space-y-6">
      <SustainableForm key={editing?.id ?? 'new'} item={editing} onDone={() => setEditing(null)} />
      <DataTable
        label={t('library.sustainable.tableLabel')}
        columns={columns}
        rows={items}
        total={total}
        page={page}
        pageSize={pageSize}
        pageSizes={LIBRARY_PAGE_SIZES}
        emptyText={t('common.emptyList')}
        csvHref="/api/admin/get/sustainable-mining"
        getRowId={(row) => String(row.id)}
      />
      <ConfirmDialog
        isOpen={removal.isOpen}
        isBusy={removal.isBusy}
        message={t('library.sustainable.confirmDelete')}
        confirmLabel={t('common.delete')}
        onConfirm={() => void removal.confirm()}
        onCancel={removal.cancel}
      />
    </div>
  );
}
