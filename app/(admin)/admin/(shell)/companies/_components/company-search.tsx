'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';

import { useUrlState } from '@/components/admin/data-table/url-state';

/** The organisation-name search: runs on Enter or the button, clear empties it; the term lives in the URL. */
export function CompanySearch({ search }: { search: string }) {
  const t = useTranslations('admin.organisation.companies');
  const common = useTranslations('admin.common');
  const { update } = useUrlState();
  const [term, setTerm] = useState(search);

  return (
    <form
      role="search"
      className="flex flex-wrap items-end gap-2"
      onSubmit={(event) => {
        event.preventDefault();
        update({ search: term.trim() });
      }}
    >
      <label className="space-y-1">
        <span className="block text-sm font-semibold text-gray-800">{t('search')}</span>
        <input
          type="search"
          value={term}
          onChange={(event) => setTerm(event.target.value)}
          className="w-72 rounded border border-gray-300 bg-white px-3 py-2"
        />
      </label>
      <button type="submit" className="rounded bg-brand-dark px-4 py-2 font-semibold text-white">
        {common('search')}
      </button>
      <button
        type="button"
        onClick={() => {
          setTerm('');
          update({ search: null });
        }}
        className="rounded border border-gray-300 px-4 py-2"
      >
        {common('clear')}
      </button>
    </form>
  );
}
