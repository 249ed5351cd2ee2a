'use client';

import { useTranslations } from 'next-intl';

import { UrlSelect } from '@/components/admin/data-table/url-select';
import type { EditionChoice } from '@/lib/conference/editions/choices';

type EditionSelectProps = { choices: readonly EditionChoice[]; selected: number | null };

/** The seeds' event selector of the conference screens: the choice lives in `?event=` and resets to page 1. */
export function EditionSelect({ choices, selected }: EditionSelectProps) {
  const t = useTranslations('admin.weekEditions.select');

  return (
    <UrlSelect
      label={t('label')}
      param="event"
      value={selected ?? ''}
      options={choices.map((choice) => ({
        value: String(choice.id),
        label: choice.isCurrent ? t('current', { event: choice.event }) : choice.event,
      }))}
    />
  );
}
