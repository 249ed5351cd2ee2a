'use client';

import type { ColumnDef } from '@tanstack/react-table';
import { useTranslations } from 'next-intl';
import { useMemo } from 'react';

import { DataTable, type GridView } from '@/components/admin/data-table/data-table';
import { adminDateText } from '@/lib/admin/date-text';
import type { RegistrationRow } from '@/lib/conference/registrations/queries';

type RegistrationsGridProps = GridView<RegistrationRow> & { event: string };

/** Seeds 2.3: first name, last name, company, country, e-mail, phone, registration date (Ulaanbaatar time). */
export function RegistrationsGrid({ event, ...view }: RegistrationsGridProps) {
  const t = useTranslations('admin.weekRegistrations');
  const common = useTranslations('admin.common');
  const columns = useMemo<ColumnDef<RegistrationRow>[]>(
    () => [
      { id: 'first_name', header: t('columns.first_name'), accessorKey: 'first_name' },
      { id: 'last_name', header: t('columns.last_name'), accessorKey: 'last_name' },
      { id: 'company', header: t('columns.company'), accessorKey: 'company' },
      { id: 'country', header: t('columns.country'), accessorKey: 'country_name' },
      { id: 'email', header: t('columns.email'), accessorKey: 'email' },
      { id: 'phone_number', header: t('columns.phone_number'), accessorKey: 'phone_number' },
      {
        id: 'created_at',
        header: t('columns.created_at'),
        cell: ({ row }) => adminDateText(row.original.created_at, 'dateTime'),
      },
    ],
    [t],
  );

  return (
    <DataTable
      label={t('grid', { event })}
      columns={columns}
      emptyText={common('emptyList')}
      getRowId={(row) => String(row.id)}
      {...view}
    />
  );
}
