'use client';

import { useTranslations } from 'next-intl';

import { UrlSelect } from '@/components/admin/data-table/url-select';

type DaySelectProps = { days: ReadonlyArray<{ id: number; label: string }>; selected: number };

/** The agenda day photos go to (seeds 2.3: "event - day - date"); the choice lives in `?day=` and resets to page 1. */
export function DaySelect({ days, selected }: DaySelectProps) {
  const t = useTranslations('admin.weekProgramme.gallery');

  return (
    <UrlSelect
      label={t('day')}
      param="day"
      value={selected}
      options={days.map((day) => ({ value: String(day.id), label: day.label }))}
    />
  );
}
