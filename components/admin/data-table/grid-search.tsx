'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';

import { useUrlState } from './url-state';

/**
 * The search box above a grid: runs on Enter or the button, clear empties it; the term lives in the URL
 * (`?search=`) and the server filters, so a reload or the back button keeps the view.
 */
export function GridSearch({ label, search }: { label: string; search: string }) {
  const t = useTranslations('admin.common');
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
        <span className="block text-sm font-semibold text-gray-800">{label}</span>
        <input
          type="search"
          value={term}
          onChange={(event) => setTerm(event.target.value)}
          className="w-72 rounded border border-gray-300 bg-white px-3 py-2"
        />
      </label>
      <button type="submit" className="rounded bg-brand-dark px-4 py-2 font-semibold text-white">
        {t('search')}
      </button>
      <button
        type="button"
        onClick={() => {
          setTerm('');
          update({ search: null });
        }}
        className="rounded border border-gray-300 bg-white px-4 py-2"
      >
        {t('clear')}
      </button>
    </form>
  );
}
