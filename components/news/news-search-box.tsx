'use client';

import { useLocale, useTranslations } from 'next-intl';
import { type FormEvent, useState } from 'react';

import { getPathname, useRouter } from '@/lib/i18n/navigation';
import { blogPath } from '@/lib/news/blog-segment';

/** Navigates to the search list /mm/blog/{term}=1; without JS the form submits to /mm/blog?q=, which redirects there. */
export function NewsSearchBox({ initialTerm = '' }: { initialTerm?: string }) {
  const t = useTranslations('news');
  const router = useRouter();
  const locale = useLocale();
  const [term, setTerm] = useState(initialTerm);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const trimmed = term.trim();
    if (trimmed) router.push(blogPath(trimmed, 1));
  };

  return (
    <form role="search" method="get" action={getPathname({ href: '/mm/blog', locale })} onSubmit={onSubmit} className="flex gap-2">
      <label htmlFor="news-search" className="sr-only">
        {t('searchLabel')}
      </label>
      <input
        id="news-search"
        name="q"
        type="search"
        value={term}
        onChange={(event) => setTerm(event.target.value)}
        placeholder={t('searchPlaceholder')}
        maxLength={100}
        className="min-w-0 flex-1 rounded border border-gray-300 px-3 py-2 text-sm focus:border-brand focus:outline-none focus:ring-2 focus:ring-brand/30"
      />
      <button type="submit" className="rounded bg-brand px-4 py-2 text-sm font-semibold text-white hover:bg-brand-dark">
        {t('searchButton')}
      </button>
    </form>
  );
}
