'use client';

import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';

import { pageCount } from '@/lib/list-query/paging';

import { useUrlState } from './url-state';

type GridToolbarProps = { total: number; pageSize: number; pageSizes: readonly number[]; children?: ReactNode };

/** Above a grid: the page size (in `?limit=`, back to page 1), the total, the number of pages, and any exports. */
export function GridToolbar({ total, pageSize, pageSizes, children }: GridToolbarProps) {
  const t = useTranslations('admin.common');
  const { update } = useUrlState();

  return (
    <div className="flex flex-wrap items-center justify-between gap-3 text-sm">
      <label className="flex items-center gap-2">
        {t('pageSize')}
        <select
          value={pageSize}
          onChange={(event) => update({ limit: event.target.value })}
          className="rounded border border-gray-300 bg-white px-2 py-1"
        >
          {pageSizes.map((size) => (
            <option key={size} value={size}>
              {size}
            </option>
          ))}
        </select>
      </label>
      <p className="flex gap-4 text-gray-700">
        <span data-testid="grid-total">{t('total', { total })}</span>
        <span>{t('totalPages', { totalPages: pageCount(total, pageSize, { minimum: 1 }) })}</span>
      </p>
      {children}
    </div>
  );
}
