'use client';

import { useTranslations } from 'next-intl';

import { INPUT } from '@/components/admin/content/field-message';
import { useUrlState } from '@/components/admin/data-table/url-state';
import type { CategoryOption } from '@/lib/categories/queries';

/** The list's category filter; the choice lives in the URL and the server filters (back to page 1). */
export function CategoryFilter({ categories, value }: { categories: CategoryOption[]; value?: number }) {
  const t = useTranslations('admin.content.news');
  const { update } = useUrlState();

  return (
    <div className="max-w-sm">
      <label htmlFor="news-filter-category" className="mb-1 block text-sm font-semibold">
        {t('filterCategory')}
      </label>
      <select
        id="news-filter-category"
        className={INPUT}
        value={value ?? ''}
        onChange={(event) => update({ category: event.target.value })}
      >
        <option value="">{t('allCategories')}</option>
        {categories.map((category) => (
          <option key={category.cid} value={category.cid}>
            {category.label}
          </option>
        ))}
      </select>
    </div>
  );
}
