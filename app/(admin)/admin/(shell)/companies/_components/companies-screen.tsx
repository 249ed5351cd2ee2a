'use client';

import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useState } from 'react';

import { ConfirmDialog } from '@/components/admin/confirm-dialog';
import { DataTable, type GridView } from '@/components/admin/data-table/data-table';
import { GridSearch } from '@/components/admin/data-table/grid-search';
import { useConfirmedDelete } from '@/components/admin/use-confirmed-delete';
import { deleteMemberCompany } from '@/lib/member-companies/actions';
import type { AdminMemberCompany } from '@/lib/member-companies/queries';

import { companyColumns } from './company-columns';
import { CompanyForm } from './company-form';

type CompaniesScreenProps = GridView<AdminMemberCompany> & { search: string };

type Mode = { kind: 'list' } | { kind: 'form'; company: AdminMemberCompany | null; round: number };

/** Seeds 4: A the list, the form in add or edit mode; back returns to A and refetches. */
export function CompaniesScreen({ search, ...grid }: CompaniesScreenProps) {
  const t = useTranslations('admin.organisation');
  const common = useTranslations('admin.common');
  const router = useRouter();
  const [mode, setMode] = useState<Mode>({ kind: 'list' });
  const removal = useConfirmedDelete<AdminMemberCompany>({
    remove: ({ id }) => deleteMemberCompany({ id }),
    failureText: (error) => t('saveFailed', { error }),
  });

  const openForm = (company: AdminMemberCompany | null) =>
    setMode((current) => ({ kind: 'form', company, round: current.kind === 'form' ? current.round + 1 : 0 }));

  if (mode.kind === 'form') {
    return (
      <CompanyForm
        key={`${mode.company?.id ?? 'new'}-${mode.round}`}
        company={mode.company}
        onSaved={() => openForm(null)}
        onBack={() => {
          setMode({ kind: 'list' });
          router.refresh();
        }}
      />
    );
  }

  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <GridSearch key={search} label={t('companies.search')} search={search} />
        <button
          type="button"
          onClick={() => openForm(null)}
          className="rounded bg-brand-dark px-4 py-2 font-semibold text-white"
        >
          {t('companies.addTitle')}
        </button>
      </div>
      <DataTable
        label={t('companies.grid')}
        columns={companyColumns({
          t,
          common,
          offset: (grid.page - 1) * grid.pageSize,
          onEdit: openForm,
          onDelete: removal.ask,
        })}
        {...grid}
        emptyText={t('companies.empty')}
        csvHref="/api/get/member-companies"
        getRowId={(row) => String(row.id)}
      />
      <ConfirmDialog
        isOpen={removal.isOpen}
        message={t('deleteConfirm', { name: removal.pending?.name ?? '' })}
        isBusy={removal.isBusy}
        onConfirm={() => void removal.confirm()}
        onCancel={removal.cancel}
      />
    </div>
  );
}
