'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';

import { ConfirmDialog } from '@/components/admin/confirm-dialog';
import { DataTable, type GridView } from '@/components/admin/data-table/data-table';
import { NOTICE_MS } from '@/components/admin/notify';
import { useConfirmedDelete } from '@/components/admin/use-confirmed-delete';
import { deleteCompany } from '@/lib/directory/admin/actions/company-parts';
import type { CompanyRow } from '@/lib/directory/admin/company-queries';

import type { CategoryChoice } from '../../_components/category-choice';
import { companyColumns } from './company-columns';
import { CompanyEditDialog } from './company-edit-dialog';
import { type CompanyFilter, CompanyFilters } from './company-filters';
import { useStatusToggle } from './use-status-toggle';

type CompaniesScreenProps = GridView<CompanyRow> & { filter: CompanyFilter; categories: CategoryChoice[] };

const nameOf = (row: Pick<CompanyRow, 'name_mn' | 'name_en'>) => row.name_mn || row.name_en;

/** The list with its filters, a status toggle per row, the edit modal and delete with a confirmation. */
export function CompaniesScreen({ filter, categories, ...grid }: CompaniesScreenProps) {
  const t = useTranslations('admin.yellow');
  const common = useTranslations('admin.common');
  const [editing, setEditing] = useState<CompanyRow | null>(null);
  const status = useStatusToggle();
  const removal = useConfirmedDelete<CompanyRow>({
    remove: ({ id }) => deleteCompany({ id }),
    successText: t('deleted'),
    failureText: () => t('deleteFailed'),
    failureMs: NOTICE_MS.success,
    onDeleted: () => setEditing(null),
  });

  return (
    <div className="space-y-4">
      <CompanyFilters filter={filter} categories={categories} />
      <DataTable
        label={t('companies.grid')}
        columns={companyColumns({
          t,
          common,
          statusOf: status.of,
          onToggle: status.toggle,
          onEdit: setEditing,
          onDelete: removal.ask,
        })}
        {...grid}
        emptyText={common('emptyList')}
        getRowId={(row) => String(row.id)}
      />
      {editing ? (
        <CompanyEditDialog
          key={editing.id}
          id={editing.id}
          name={nameOf(editing)}
          categories={categories}
          onClose={() => setEditing(null)}
          onDelete={() => removal.ask(editing)}
        />
      ) : null}
      <ConfirmDialog
        isOpen={removal.isOpen}
        message={t('companies.deleteConfirm', { name: removal.pending ? nameOf(removal.pending) : '' })}
        isBusy={removal.isBusy}
        onConfirm={() => void removal.confirm()}
        onCancel={removal.cancel}
      />
    </div>
  );
}
