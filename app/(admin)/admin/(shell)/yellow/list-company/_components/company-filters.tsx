'use client';

import { useTranslations } from 'next-intl';
import type { ChangeEvent } from 'react';

import { useUrlState } from '@/components/admin/data-table/url-state';
import { GridSearch } from '@/components/admin/data-table/grid-search';
import { SelectField } from '@/components/admin/select-field';
import { MAIN_CATEGORIES } from '@/lib/directory/main-categories';

import type { CategoryChoice } from '../../_components/category-choice';

export type CompanyFilter = {
  mainCategory?: string;
  subCategory?: number;
  approval?: boolean;
  status?: boolean;
  search: string;
};

const flagValue = (flag: boolean | undefined) => (flag === undefined ? 'all' : String(flag));

/** The company list's filters, each in the URL (seeds 2.5): choosing a main category clears a sub category of another. */
export function CompanyFilters({ filter, categories }: { filter: CompanyFilter; categories: CategoryChoice[] }) {
  const t = useTranslations('admin.yellow');
  const { update } = useUrlState();
  const subs = categories.filter((category) => !filter.mainCategory || category.mainCode === filter.mainCategory);
  const flagOptions = (yes: string, no: string) => [
    { value: 'all', label: t('all') },
    { value: 'true', label: yes },
    { value: 'false', label: no },
  ];
  const flag = (param: string) => (event: ChangeEvent<HTMLSelectElement>) =>
    update({ [param]: event.target.value === 'all' ? null : event.target.value });

  return (
    <div className="space-y-4" role="group" aria-label={t('companies.filters')}>
      <div className="flex flex-wrap items-end gap-3">
        <SelectField
          label={t('fields.mainCategory')}
          value={filter.mainCategory ?? ''}
          options={[
            { value: '', label: t('all') },
            ...MAIN_CATEGORIES.map((main) => ({ value: main.code, label: `${main.code} ${main.nameMn}` })),
          ]}
          className="min-w-48"
          onChange={(event) => update({ mainCategory: event.target.value, subCategory: null })}
        />
        <SelectField
          label={t('fields.subCategory')}
          value={filter.subCategory === undefined ? '' : String(filter.subCategory)}
          options={[
            { value: '', label: t('all') },
            ...subs.map((sub) => ({ value: String(sub.id), label: `${sub.code} ${sub.nameMn}` })),
          ]}
          className="min-w-48"
          onChange={(event) => update({ subCategory: event.target.value })}
        />
        <SelectField
          label={t('approval')}
          value={flagValue(filter.approval)}
          options={flagOptions(t('approved'), t('notApproved'))}
          className="min-w-40"
          onChange={flag('approval')}
        />
        <SelectField
          label={t('status')}
          value={flagValue(filter.status)}
          options={flagOptions(t('active'), t('inactive'))}
          className="min-w-40"
          onChange={flag('status')}
        />
      </div>
      <GridSearch key={filter.search} label={t('search')} search={filter.search} />
    </div>
  );
}
