'use client';

import { useTranslations } from 'next-intl';

import { useUrlState } from '@/components/admin/data-table/url-state';
import { CONFERENCE_LANGUAGES } from '@/lib/conference/schedule/languages';

/** Seeds 2.3: the grid's language, all or one; the choice lives in `?language=` and goes back to page 1. */
export function LanguageFilter({ selected }: { selected: 'all' | '1' | '2' }) {
  const t = useTranslations('admin.weekAgenda.agenda');
  const { update } = useUrlState();

  return (
    <label className="flex flex-col gap-1 text-sm font-medium">
      {t('language')}
      <select
        value={selected}
        onChange={(event) => update({ language: event.target.value === 'all' ? null : event.target.value })}
        className="rounded border border-gray-300 bg-white px-2 py-1.5"
      >
        <option value="all">{t('allLanguages')}</option>
        {CONFERENCE_LANGUAGES.map((language) => (
          <option key={language.id} value={language.id}>
            {language.language}
          </option>
        ))}
      </select>
    </label>
  );
}
