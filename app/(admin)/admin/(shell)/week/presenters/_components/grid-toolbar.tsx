'use client';

import { useTranslations } from 'next-intl';

import { useUrlState } from '@/components/admin/data-table/url-state';
import { pageCount } from '@/lib/admin/grid-query';
import { PRESENTER_PAGE_SIZES } from '@/lib/conference/programme/presenters/schema';

/** Page size (seeds 9: 20/50/100, in `?limit=`, back to page 1), the total and the number of pages. */
export function GridToolbar({ total, pageSize }: { total: number; pageSize: number }) {
  const t = useTranslations('admin.common');
  const { update } = useUrlState();

  return (
    <div className="flex flex-wrap items-center justify-between gap-3 text-sm">
      <label className="flex items-center gap-2">
        {t('pageSize')}
        <select value={pageSize} onChange={(event) => update({ limit: event.target.value })} className="rounded border border-gray-300 bg-white px-2 py-1">
          {PRESENTER_PAGE_SIZES.map((size) => (
            <option key={size} value={size}>
              {size}
            </option>
          ))}
        </select>
      </label>
      <p className="flex gap-4 text-gray-700">
        <span data-testid="grid-total">{t('total', { total })}</span>
        <span>{t('totalPages', { totalPages: pageCount(total, pageSize) })}</span>
      </p>
    </div>
  );
}
