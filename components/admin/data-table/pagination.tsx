'use client';

import { useTranslations } from 'next-intl';

const BUTTON =
  'rounded border border-gray-300 bg-white px-3 py-1 disabled:opacity-50 aria-[current=page]:bg-brand-dark aria-[current=page]:text-white';

/** Previous, up to five page numbers around the current one, next. */
export function Pagination({
  page,
  totalPages,
  onChange,
}: {
  page: number;
  totalPages: number;
  onChange: (page: number) => void;
}) {
  const t = useTranslations('admin.common');
  const first = Math.max(1, Math.min(page - 2, totalPages - 4));
  const pages = Array.from({ length: Math.min(5, totalPages) }, (_, index) => first + index);

  return (
    <nav aria-label={t('pager')} className="flex flex-wrap items-center gap-1 text-sm">
      <button type="button" className={BUTTON} disabled={page <= 1} onClick={() => onChange(page - 1)}>
        {t('previous')}
      </button>
      {pages.map((number) => (
        <button
          key={number}
          type="button"
          className={BUTTON}
          aria-current={number === page ? 'page' : undefined}
          aria-label={t('page', { page: number })}
          onClick={() => onChange(number)}
        >
          {number}
        </button>
      ))}
      <button type="button" className={BUTTON} disabled={page >= totalPages} onClick={() => onChange(page + 1)}>
        {t('next')}
      </button>
    </nav>
  );
}
