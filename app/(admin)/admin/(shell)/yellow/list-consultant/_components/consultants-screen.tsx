'use client';

import type { ColumnDef } from '@tanstack/react-table';
import { useTranslations } from 'next-intl';
import { useMemo, useState } from 'react';

import { ConfirmDialog } from '@/components/admin/confirm-dialog';
import { DataTable, type GridView } from '@/components/admin/data-table/data-table';
import { GridSearch } from '@/components/admin/data-table/grid-search';
import { UrlSelect } from '@/components/admin/data-table/url-select';
import { NOTICE_MS } from '@/components/admin/notify';
import { RowActions } from '@/components/admin/row-actions';
import { useConfirmedDelete } from '@/components/admin/use-confirmed-delete';
import { deleteConsultant } from '@/lib/directory/admin/actions/consultant';
import type { ConsultantRow } from '@/lib/directory/admin/consultant-queries';

import { ConsultantEditDialog } from './consultant-edit-dialog';

type ConsultantsScreenProps = GridView<ConsultantRow> & { approval: boolean | undefined; search: string };

const nameOf = (row: ConsultantRow) => row.name_mn || row.name_en;

/** The consultant engineers with the approval filter (all/true/false), name search, edit modal and delete. */
export function ConsultantsScreen({ approval, search, ...grid }: ConsultantsScreenProps) {
  const t = useTranslations('admin.yellow');
  const common = useTranslations('admin.common');
  const [editing, setEditing] = useState<ConsultantRow | null>(null);
  const removal = useConfirmedDelete<ConsultantRow>({
    remove: ({ id }) => deleteConsultant({ id }),
    successText: t('deleted'),
    failureText: () => t('deleteFailed'),
    failureMs: NOTICE_MS.success,
  });
  const askDelete = removal.ask;
  const columns = useMemo<ColumnDef<ConsultantRow>[]>(
    () => [
      { id: 'name_mn', header: t('columns.nameMn'), accessorKey: 'name_mn' },
      { id: 'name_en', header: t('columns.nameEn'), accessorKey: 'name_en' },
      { id: 'profession_mn', header: t('columns.profession'), accessorKey: 'profession_mn' },
      { id: 'phone', header: t('columns.phone'), accessorKey: 'phone' },
      {
        id: 'approval',
        header: t('approval'),
        cell: ({ row }) => (row.original.approval ? t('approved') : t(`review.${row.original.review}`)),
      },
      {
        id: 'actions',
        header: common('actions'),
        cell: ({ row }) => (
          <RowActions
            title={nameOf(row.original)}
            onEdit={() => setEditing(row.original)}
            onDelete={() => askDelete(row.original)}
          />
        ),
      },
    ],
    [t, common, askDelete],
  );

  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-end gap-4">
        <UrlSelect
          label={t('approval')}
          param="approval"
          value={approval === undefined ? 'all' : String(approval)}
          unsetValue="all"
          options={[
            { value: 'all', label: t('all') },
            { value: 'true', label: t('approved') },
            { value: 'false', label: t('notApproved') },
          ]}
        />
        <GridSearch key={search} label={t('search')} search={search} />
      </div>
      <DataTable
        label={t('consultants.grid')}
        columns={columns}
        {...grid}
        emptyText={common('emptyList')}
        getRowId={(row) => String(row.id)}
      />
      {editing ? (
        <ConsultantEditDialog
          key={editing.id}
          id={editing.id}
          name={nameOf(editing)}
          onClose={() => setEditing(null)}
        />
      ) : null}
      <ConfirmDialog
        isOpen={removal.isOpen}
        message={t('consultants.deleteConfirm')}
        isBusy={removal.isBusy}
        onConfirm={() => void removal.confirm()}
        onCancel={removal.cancel}
      />
    </div>
  );
}
