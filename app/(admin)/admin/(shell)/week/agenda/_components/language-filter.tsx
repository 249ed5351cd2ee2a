'use client';

import { useTranslations } from 'next-intl';

import { UrlSelect } from '@/components/admin/data-table/url-select';
import { CONFERENCE_LANGUAGES } from '@/lib/conference/schedule/languages';

/** Seeds 2.3: the grid's language, all or one; the choice lives in `?language=` and goes back to page 1. */
export function LanguageFilter({ selected }: { selected: 'all' | '1' | '2' }) {
  const t = useTranslations('admin.weekAgenda.agenda');

  return (
    <UrlSelect
      label={t('language')}
      param="language"
      value={selected}
      unsetValue="all"
      options={[
        { value: 'all', label: t('allLanguages') },
        ...CONFERENCE_LANGUAGES.map((language) => ({ value: String(language.id), label: language.language })),
      ]}
    />
  );
}
