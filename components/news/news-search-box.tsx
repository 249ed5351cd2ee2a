'use client';

import { useRouter } from 'next/navigation';
import type { FormEvent } from 'react';

import { localizedPath } from '@/lib/i18n/locale-paths';
import type { Locale } from '@/lib/i18n/routing';
import { searchPath } from '@/lib/news/blog-segment';

type SearchBoxLabels = { label: string; placeholder: string; button: string };

/**
 * Navigates to the search list (lib/news/blog-segment.ts searchPath); without JS the form submits to /mm/blog?q=,
 * which leads to the same list.
 * The term is read from the box when the form is sent, not kept in state: text typed while the page was coming
 * alive is in the box before React knows of it, and it is what the reader means to search for.
 */
export function NewsSearchBox({
  locale,
  labels,
  initialTerm = '',
}: {
  locale: Locale;
  labels: SearchBoxLabels;
  initialTerm?: string;
}) {
  const router = useRouter();

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const term = String(new FormData(event.currentTarget).get('q') ?? '').trim();
    if (term) router.push(localizedPath(searchPath(term), locale));
  };

  return (
    <form
      role="search"
      method="get"
      action={localizedPath('/mm/blog', locale)}
      onSubmit={onSubmit}
      className="flex gap-2"
    >
      <label htmlFor="news-search" className="sr-only">
        {labels.label}
      </label>
      {/* Keyed by the term: after a client navigation to another search the box shows its term. */}
      <input
        key={initialTerm}
        id="news-search"
        name="q"
        type="search"
        defaultValue={initialTerm}
        placeholder={labels.placeholder}
        maxLength={100}
        className="min-w-0 flex-1 rounded border border-gray-300 px-3 py-2 text-sm focus:border-brand focus:outline-none focus:ring-2 focus:ring-brand/30"
      />
      <button type="submit" className="rounded bg-brand px-4 py-2 text-sm font-semibold text-white hover:bg-brand-dark">
        {labels.button}
      </button>
    </form>
  );
}
