'use client';

import { useTranslations } from 'next-intl';
import { type FormEvent, useState } from 'react';

import { useUrlState } from '@/components/admin/data-table/url-state';

type AuditFiltersProps = {
  email: string;
  action: string;
  startDate: string;
  endDate: string;
  actions: Array<{ value: string; label: string }>;
};

const FIELD = 'flex flex-col gap-1 text-sm font-medium';
const CONTROL = 'rounded border border-gray-300 bg-white px-2 py-1.5';

/** Account, action and day filters; applied together with the button, kept in the URL. */
export function AuditFilters({ actions, ...initial }: AuditFiltersProps) {
  const t = useTranslations('admin.operations.audit');
  const { update } = useUrlState();
  const [filter, setFilter] = useState(initial);
  const [isReversed, setIsReversed] = useState(false);
  const set = (name: keyof typeof initial) => (event: { target: { value: string } }) =>
    setFilter({ ...filter, [name]: event.target.value });

  // Checked here, with a message in the screen's language, rather than by the browser's own date limits.
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const reversed = Boolean(filter.startDate && filter.endDate && filter.startDate > filter.endDate);
    setIsReversed(reversed);
    if (!reversed) update({ ...filter, email: filter.email.trim() });
  };
  const onClear = () => {
    const empty = { email: '', action: '', startDate: '', endDate: '' };
    setFilter(empty);
    setIsReversed(false);
    update(empty);
  };

  return (
    <form onSubmit={onSubmit} noValidate aria-label={t('filters')} className="flex flex-wrap items-end gap-3">
      <label className={FIELD}>
        {t('account')}
        <input type="search" value={filter.email} onChange={set('email')} className={`${CONTROL} w-64`} />
      </label>
      <label className={FIELD}>
        {t('action')}
        <select value={filter.action} onChange={set('action')} className={CONTROL}>
          <option value="">{t('allActions')}</option>
          {actions.map((action) => (
            <option key={action.value} value={action.value}>
              {action.label}
            </option>
          ))}
        </select>
      </label>
      {(['startDate', 'endDate'] as const).map((name) => (
        <label key={name} className={FIELD}>
          {t(name)}
          <input
            type="date"
            value={filter[name]}
            onChange={set(name)}
            aria-invalid={isReversed}
            aria-describedby={isReversed ? 'audit-range-error' : undefined}
            className={CONTROL}
          />
        </label>
      ))}
      <button type="submit" className="rounded bg-brand-dark px-4 py-1.5 font-semibold text-white">
        {t('filter')}
      </button>
      <button type="button" onClick={onClear} className="rounded border border-gray-300 bg-white px-4 py-1.5">
        {t('clear')}
      </button>
      {isReversed ? (
        <p id="audit-range-error" role="alert" className="w-full text-sm text-red-700">
          {t('startAfterEnd')}
        </p>
      ) : null}
    </form>
  );
}
