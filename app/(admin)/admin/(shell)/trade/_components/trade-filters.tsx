'use client';

import { useTranslations } from 'next-intl';
import { type FormEvent, useState } from 'react';

import { useUrlState } from '@/components/admin/data-table/url-state';
import { ADMIN_TRADE_CATEGORIES, type AdminTradeCategory } from '@/lib/trade/admin-query';

type TradeFiltersProps = { category: AdminTradeCategory; startDate: string; endDate: string; today: string };

const INPUT = 'rounded border bg-white px-2 py-1';

/** Seeds 5 Trade filter: both dates are needed, the start may not be after today; empty fields turn red on submit. */
function rangeError({ start, end, today }: { start: string; end: string; today: string }): string | null {
  if (!start || !end) return 'bothDates';
  if (start > today) return 'startAfterToday';
  if (start > end) return 'startAfterEnd';

  return null;
}

/** The category selector and the date-range filter; every choice lives in the URL (page 1 on each change). */
export function TradeFilters({ category, startDate, endDate, today }: TradeFiltersProps) {
  const t = useTranslations('admin.operations.trade');
  const { update } = useUrlState();
  const [start, setStart] = useState(startDate);
  const [end, setEnd] = useState(endDate);
  const [isSubmitted, setIsSubmitted] = useState(false);
  const error = isSubmitted ? rangeError({ start, end, today }) : null;
  const border = (value: string) => (isSubmitted && !value ? 'border-red-600' : 'border-gray-300');

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setIsSubmitted(true);
    if (rangeError({ start, end, today })) return;
    update({ startDate: start, endDate: end });
  };
  const onClear = () => {
    setStart('');
    setEnd('');
    setIsSubmitted(false);
    update({ startDate: null, endDate: null });
  };

  return (
    <div className="flex flex-wrap items-end gap-6">
      <label className="flex flex-col gap-1 text-sm font-medium">
        {t('category')}
        <select
          value={category}
          onChange={(event) => update({ category: event.target.value })}
          className={`${INPUT} border-gray-300`}
        >
          {ADMIN_TRADE_CATEGORIES.map((value) => (
            <option key={value} value={value}>
              {t(`categories.${value}`)}
            </option>
          ))}
        </select>
      </label>
      <form onSubmit={onSubmit} noValidate aria-label={t('filterTitle')} className="flex flex-wrap items-end gap-3">
        <label className="flex flex-col gap-1 text-sm font-medium">
          {t('startDate')}
          <input
            type="date"
            value={start}
            max={end && end < today ? end : today}
            onChange={(event) => setStart(event.target.value)}
            aria-invalid={isSubmitted && !start}
            aria-describedby={error ? 'trade-range-error' : undefined}
            className={`${INPUT} ${border(start)}`}
          />
        </label>
        <label className="flex flex-col gap-1 text-sm font-medium">
          {t('endDate')}
          <input
            type="date"
            value={end}
            min={start || undefined}
            onChange={(event) => setEnd(event.target.value)}
            aria-invalid={isSubmitted && !end}
            aria-describedby={error ? 'trade-range-error' : undefined}
            className={`${INPUT} ${border(end)}`}
          />
        </label>
        <button type="submit" className="rounded bg-brand-dark px-4 py-1.5 font-semibold text-white">
          {t('filter')}
        </button>
        <button type="button" onClick={onClear} className="rounded border border-gray-300 bg-white px-4 py-1.5">
          {t('clear')}
        </button>
        {error ? (
          <p id="trade-range-error" role="alert" className="w-full text-sm text-red-700">
            {t(error)}
          </p>
        ) : null}
      </form>
    </div>
  );
}
