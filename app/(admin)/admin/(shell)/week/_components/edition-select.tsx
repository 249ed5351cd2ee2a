'use client';

import { useTranslations } from 'next-intl';

import { useUrlState } from '@/components/admin/data-table/url-state';
import type { EditionChoice } from '@/lib/conference/editions/choices';

type EditionSelectProps = { choices: readonly EditionChoice[]; selected: number | null };

/** The seeds' event selector of the conference screens: the choice lives in `?event=` and resets to page 1. */
export function EditionSelect({ choices, selected }: EditionSelectProps) {
  const t = useTranslations('admin.weekEditions.select');
  const { update } = useUrlState();

  return (
    <label className="flex flex-col gap-1 text-sm font-medium">
      {t('label')}
      <select
        value={selected ?? ''}
        onChange={(event) => update({ event: event.target.value })}
        className="rounded border border-gray-300 bg-white px-2 py-1.5"
      >
        {choices.map((choice) => (
          <option key={choice.id} value={choice.id}>
            {choice.isCurrent ? t('current', { event: choice.event }) : choice.event}
          </option>
        ))}
      </select>
    </label>
  );
}
