'use client';

import { useTranslations } from 'next-intl';
import { type FormEvent, useState } from 'react';

import { useUrlState } from '@/components/admin/data-table/url-state';

/** Searches on Enter or the button; the term lives in the URL and the server filters. */
export function RequestSearch({ search }: { search: string }) {
  const t = useTranslations('admin.operations.requests');
  const { update } = useUrlState();
  const [term, setTerm] = useState(search);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    update({ search: term.trim() });
  };

  return (
    <form role="search" onSubmit={onSubmit} className="flex flex-wrap items-end gap-2">
      <label className="flex flex-col gap-1 text-sm font-medium">
        {t('searchLabel')}
        <input type="search" value={term} onChange={(event) => setTerm(event.target.value)} className="w-72 rounded border border-gray-300 bg-white px-3 py-1.5" />
      </label>
      <button type="submit" className="rounded bg-brand-dark px-4 py-1.5 font-semibold text-white">
        {t('search')}
      </button>
      <button
        type="button"
        onClick={() => {
          setTerm('');
          update({ search: null });
        }}
        className="rounded border border-gray-300 bg-white px-4 py-1.5"
      >
        {t('clear')}
      </button>
    </form>
  );
}
