'use client';

import { useTranslations } from 'next-intl';
import { type FormEvent, useState, useTransition } from 'react';

import { useRouter } from '@/lib/i18n/navigation';
import { dateInputBounds, type DateRange, isIsoDate, normalizeRange } from '@/lib/list-query/date-range';
import { tradePath, type TradeView } from '@/lib/trade/trade-path';

type TradeFiltersProps = { view: TradeView; sizes: readonly number[]; action: string };

const fieldClass =
  'h-10 rounded border border-gray-400 bg-white px-3 py-2 text-sm focus:border-brand focus:outline-none focus:ring-2 focus:ring-brand/30';

/**
 * The date range (report tab) and page size. With JS a change pushes the new address at once (page 1);
 * without JS the same fields submit as a GET form to the page.
 */
export function TradeFilters({ view, sizes, action }: TradeFiltersProps) {
  const t = useTranslations('trade.filters');
  const router = useRouter();
  const [isPending, startTransition] = useTransition();
  const [draft, setDraft] = useState<DateRange | null>(
    view.tab === 'report' ? { start: view.start, end: view.end } : null,
  );

  const show = (next: TradeView) => startTransition(() => router.push(tradePath(next), { scroll: false }));

  const changeDate = (key: keyof DateRange, value: string) => {
    if (!draft || view.tab !== 'report') return;
    const edited = { ...draft, [key]: value };
    // A half-typed date stays in the field until it is a whole day.
    if (!isIsoDate(edited.start) || !isIsoDate(edited.end)) {
      setDraft(edited);

      return;
    }
    const range = normalizeRange(edited);
    setDraft(range);
    show({ ...view, ...range, page: 1 });
  };

  const changeSize = (value: string) => show({ ...view, size: Number(value), page: 1 });

  const submit = (event: FormEvent<HTMLFormElement>) => event.preventDefault();
  const bounds = draft ? dateInputBounds(draft) : null;

  return (
    <form
      method="get"
      action={action}
      onSubmit={submit}
      aria-label={t('label')}
      aria-busy={isPending}
      className="flex flex-wrap items-end gap-4"
    >
      <input type="hidden" name="tab" value={view.tab} />
      {draft && bounds && (
        <>
          <label className="flex flex-col gap-1 text-sm font-medium">
            {t('start')}
            <input
              type="date"
              name="start"
              required
              value={draft.start}
              max={bounds.startMax}
              onChange={(event) => changeDate('start', event.target.value)}
              className={fieldClass}
            />
          </label>
          <label className="flex flex-col gap-1 text-sm font-medium">
            {t('end')}
            <input
              type="date"
              name="end"
              required
              value={draft.end}
              min={bounds.endMin}
              onChange={(event) => changeDate('end', event.target.value)}
              className={fieldClass}
            />
          </label>
        </>
      )}
      <label className="flex flex-col gap-1 text-sm font-medium">
        {t('size')}
        <select
          name="size"
          value={view.size}
          onChange={(event) => changeSize(event.target.value)}
          className={fieldClass}
        >
          {sizes.map((size) => (
            <option key={size} value={size}>
              {size}
            </option>
          ))}
        </select>
      </label>
      <noscript>
        <button
          type="submit"
          className="rounded bg-brand px-4 py-2 text-sm font-semibold text-white hover:bg-brand-dark"
        >
          {t('apply')}
        </button>
      </noscript>
    </form>
  );
}
