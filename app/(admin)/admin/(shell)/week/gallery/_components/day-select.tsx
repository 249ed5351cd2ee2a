'use client';

import { useTranslations } from 'next-intl';

import { useUrlState } from '@/components/admin/data-table/url-state';

type DaySelectProps = { days: ReadonlyArray<{ id: number; label: string }>; selected: number };

/** The agenda day photos go to (seeds 2.3: "event - day - date"); the choice lives in `?day=` and resets to page 1. */
export function DaySelect({ days, selected }: DaySelectProps) {
  const t = useTranslations('admin.weekProgramme.gallery');
  const { update } = useUrlState();

  return (
    <label className="flex flex-col gap-1 text-sm font-medium">
      {t('day')}
      <select value={selected} onChange={(event) => update({ day: event.target.value })} className="rounded border border-gray-300 bg-white px-2 py-1.5">
        {days.map((day) => (
          <option key={day.id} value={day.id}>
            {day.label}
          </option>
        ))}
      </select>
    </label>
  );
}
