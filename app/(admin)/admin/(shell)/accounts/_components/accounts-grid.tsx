'use client';

import type { ColumnDef } from '@tanstack/react-table';
import { useTranslations } from 'next-intl';
import { useMemo } from 'react';

import { DataTable } from '@/components/admin/data-table/data-table';
import { RowActions } from '@/components/admin/row-actions';
import type { AccountRow } from '@/lib/accounts/queries';

type AccountsGridProps = {
  rows: AccountRow[];
  total: number;
  page: number;
  pageSize: number;
  pageSizes: readonly number[];
  ownId: number;
  onEdit: (row: AccountRow) => void;
  onDelete: (row: AccountRow) => void;
};

const FIELDS = ['last_name', 'first_name', 'email', 'phone_number', 'position', 'department'] as const;

/** Seeds 2 Admin accounts: actions, role, last name, first name, email, phone, position, department. */
export function AccountsGrid({ ownId, onEdit, onDelete, ...grid }: AccountsGridProps) {
  const t = useTranslations('admin');
  const columns = useMemo<ColumnDef<AccountRow>[]>(
    () => [
      {
        id: 'actions',
        header: t('common.actions'),
        cell: ({ row }) => (
          <RowActions
            title={row.original.email}
            onEdit={() => onEdit(row.original)}
            // The server refuses it as well; hiding it spares a pointless confirmation.
            onDelete={row.original.id === ownId ? undefined : () => onDelete(row.original)}
          />
        ),
      },
      {
        id: 'account_role',
        header: t('operations.accounts.fields.account_role'),
        cell: ({ row }) => t(`roles.${row.original.account_role as 1 | 2 | 3}`),
      },
      ...FIELDS.map((field): ColumnDef<AccountRow> => ({
        id: field,
        header: t(`operations.accounts.fields.${field}`),
        accessorKey: field,
      })),
    ],
    [t, ownId, onEdit, onDelete],
  );

  return (
    <DataTable
      label={t('operations.accounts.grid')}
      columns={columns}
      emptyText={t('common.emptyList')}
      csvHref="/api/get/admin-users"
      getRowId={(row) => String(row.id)}
      {...grid}
    />
  );
}
