import type { Metadata } from 'next';
import { setRequestLocale } from 'next-intl/server';

import { NewsListPage } from '@/components/news/news-list-page';
import { firstValue } from '@/lib/http/first-value';
import { readLocale } from '@/lib/i18n/read-locale';
import { loadNewsSearch, newsListMetadata } from '@/lib/news/news-list';

// It reads the query string, so it renders per request (a cached render cannot).
export const dynamic = 'force-dynamic';

type SearchParams = { q?: string | string[]; page?: string | string[] };
type BlogIndexProps = { params: Promise<{ locale: string }>; searchParams: Promise<SearchParams> };

async function load({ params, searchParams }: BlogIndexProps) {
  const locale = await readLocale(params);
  const { q, page } = await searchParams;

  return { locale, list: await loadNewsSearch({ term: firstValue(q), page: firstValue(page), locale }) };
}

export async function generateMetadata(props: BlogIndexProps): Promise<Metadata> {
  const { locale, list } = await load(props);

  return newsListMetadata(list, locale);
}

/**
 * /mm/blog?q=term: where the search box submits without JavaScript; a term its seeds' address would read as a
 * category or a month is listed here, any other goes on to that address, and /mm/blog alone to the default category.
 */
export default async function BlogIndex(props: BlogIndexProps) {
  const { locale, list } = await load(props);
  setRequestLocale(locale);

  return <NewsListPage locale={locale} list={list} />;
}
