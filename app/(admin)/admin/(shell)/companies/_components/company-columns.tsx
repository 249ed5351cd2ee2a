'use client';

import type { ColumnDef } from '@tanstack/react-table';
import type { useTranslations } from 'next-intl';

import { Thumbnail } from '@/components/admin/thumbnail';
import { RowActions } from '@/components/admin/row-actions';
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
export function companyColumns({
  t,
  common,
  offset,
  onEdit,
  onDelete,
}: ColumnOptions): ColumnDef<AdminMemberCompany>[] {
  return [
    { id: 'number', header: t('companies.number'), cell: ({ row }) => offset + row.index + 1 },
    {
      id: 'logo',
      header: t('companies.logo'),
      cell: ({ row }) => <Thumbnail src={row.original.logo} alt="" className="h-12 w-20" />,
    },
    {
      id: 'name',
      header: t('companies.name'),
      cell: ({ row }) => <span data-testid="company-name">{row.original.name}</span>,
    },
    { id: 'email', header: t('companies.email'), cell: ({ row }) => row.original.email },
    {
      id: 'active',
      header: t('companies.status'),
      cell: ({ row }) => (row.original.active ? common('active') : common('inactive')),
    },
    {
      id: 'actions',
      header: common('actions'),
      cell: ({ row }) => (
        <RowActions
          title={row.original.name}
          onEdit={() => onEdit(row.original)}
          onDelete={() => onDelete(row.original)}
        />
      ),
    },
  ];
}
