'use client';

import { useTranslations } from 'next-intl';
import { useMemo } from 'react';

import { DataTable, type GridView } from '@/components/admin/data-table/data-table';
import { gridColumns } from '@/components/admin/data-table/text-columns';
import { OFFICE_REQUEST_COLUMNS, requestTypeLabels } from '@/lib/membership-requests/admin-columns';
import type { OfficeRequestRow } from '@/lib/membership-requests/admin-queries';

type RequestsGridProps = GridView<OfficeRequestRow>;

/** Seeds 2 Request list: type, created_at, name, email, phone_number, business_type. */
export function RequestsGrid(props: RequestsGridProps) {
  const t = useTranslations();
  const columns = useMemo(
    () =>
      gridColumns(OFFICE_REQUEST_COLUMNS, t, {
        // The same labels as the column's text, one chip each.
        type: (_text, row) => (
          <ul className="flex flex-wrap gap-1">
            {requestTypeLabels(row, t).map((label) => (
              <li key={label} className="rounded bg-gray-100 px-2 py-0.5 text-xs font-medium text-ink">
                {label}
              </li>
            ))}
          </ul>
        ),
      }),
    [t],
  );

  return (
    <DataTable
      label={t('admin.operations.requests.grid')}
      columns={columns}
      emptyText={t('admin.operations.requests.empty')}
      csvHref="/api/get/office-request"
      getRowId={(row) => String(row.id)}
      {...props}
    />
  );
}
