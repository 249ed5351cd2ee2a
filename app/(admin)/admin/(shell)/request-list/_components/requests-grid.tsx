'use client';

import type { ColumnDef } from '@tanstack/react-table';
import { useTranslations } from 'next-intl';
import { useMemo } from 'react';

import { DataTable, type GridView } from '@/components/admin/data-table/data-table';
import type { OfficeRequestRow } from '@/lib/office-requests/queries';
import { REQUEST_TYPES } from '@/lib/office-requests/schema';

import { adminDateText } from '../../../_lib/locale';

type RequestsGridProps = GridView<OfficeRequestRow>;

/** Seeds 2 Request list: type, created_at, name, email, phone_number, business_type. */
export function RequestsGrid(props: RequestsGridProps) {
  const t = useTranslations('admin.operations.requests');
  const columns = useMemo<ColumnDef<OfficeRequestRow>[]>(
    () => [
      {
        id: 'type',
        header: t('columns.type'),
        cell: ({ row }) => (
          <ul className="flex flex-wrap gap-1">
            {REQUEST_TYPES.filter((type) => row.original[type]).map((type) => (
              <li key={type} className="rounded bg-gray-100 px-2 py-0.5 text-xs font-medium text-ink">
                {t(`types.${type}`)}
              </li>
            ))}
          </ul>
        ),
      },
      { id: 'createdAt', header: t('columns.createdAt'), cell: ({ row }) => adminDateText(row.original.created_at, 'dateTime') },
      { id: 'name', header: t('columns.name'), accessorKey: 'name' },
      { id: 'email', header: t('columns.email'), accessorKey: 'email' },
      { id: 'phone', header: t('columns.phone'), accessorKey: 'phone_number' },
      { id: 'businessType', header: t('columns.businessType'), accessorKey: 'business_type' },
    ],
    [t],
  );

  return <DataTable label={t('grid')} columns={columns} emptyText={t('empty')} csvHref="/api/get/office-request" getRowId={(row) => String(row.id)} {...props} />;
}
