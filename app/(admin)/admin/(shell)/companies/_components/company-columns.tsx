'use client';

import type { ColumnDef } from '@tanstack/react-table';
import type { useTranslations } from 'next-intl';

import { Thumbnail } from '@/components/admin/organisation/thumbnail';
import type { AdminMemberCompany } from '@/lib/member-companies/queries';

type Translate = ReturnType<typeof useTranslations>;

type ColumnOptions = {
  t: Translate;
  common: Translate;
  /** Rows before this page, so the numbers run on across pages. */
  offset: number;
  onEdit: (company: AdminMemberCompany) => void;
  onDelete: (company: AdminMemberCompany) => void;
};

/** The numbered grid of seeds 2: number, logo, name, e-mail, status, and edit and delete. */
export function companyColumns({ t, common, offset, onEdit, onDelete }: ColumnOptions): ColumnDef<AdminMemberCompany>[] {
  return [
    { id: 'number', header: t('companies.number'), cell: ({ row }) => offset + row.index + 1 },
    { id: 'logo', header: t('companies.logo'), cell: ({ row }) => <Thumbnail src={row.original.logo} alt="" className="h-12 w-20" /> },
    { id: 'name', header: t('companies.name'), cell: ({ row }) => <span data-testid="company-name">{row.original.name}</span> },
    { id: 'email', header: t('companies.email'), cell: ({ row }) => row.original.email },
    { id: 'active', header: t('companies.status'), cell: ({ row }) => (row.original.active ? common('active') : common('inactive')) },
    {
      id: 'actions',
      header: common('actions'),
      cell: ({ row }) => (
        <div className="flex gap-2">
          <button
            type="button"
            onClick={() => onEdit(row.original)}
            aria-label={`${common('edit')}: ${row.original.name}`}
            className="rounded border border-brand-dark px-3 py-1.5 text-brand-dark"
          >
            {common('edit')}
          </button>
          <button
            type="button"
            onClick={() => onDelete(row.original)}
            aria-label={`${common('delete')}: ${row.original.name}`}
            className="rounded bg-red-700 px-3 py-1.5 font-semibold text-white"
          >
            {common('delete')}
          </button>
        </div>
      ),
    },
  ];
}
