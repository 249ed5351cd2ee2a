import type { Metadata } from 'next';
import { notFound, redirect } from 'next/navigation';
import { setRequestLocale } from 'next-intl/server';

import { loadNewsList, NewsListPage, newsListMetadata } from '@/components/news/news-list-page';
import { localizedPath } from '@/lib/i18n/locale-paths';
import { isLocale } from '@/lib/i18n/routing';
import { firstValue } from '@/lib/http/first-value';
import { type BlogQuery, blogPath, DEFAULT_NEWS_CATEGORY, pageParam, readsAsSearch } from '@/lib/news/blog-segment';

// It reads the query string, so it renders per request (a cached render cannot).
export const dynamic = 'force-dynamic';

type SearchParams = { q?: string | string[]; page?: string | string[] };
type BlogIndexProps = { params: Promise<{ locale: string }>; searchParams: Promise<SearchParams> };

/**
 * /mm/blog?q=term: where the search box submits without JavaScript. A term goes on to its list at the seeds'
 * address /mm/blog/{term}=1; a term that address would read as a category or a month (a year, say) is listed
 * here. /mm/blog alone opens the default category.
 */
async function load({ params, searchParams }: BlogIndexProps) {
  const { locale } = await params;
  if (!isLocale(locale)) notFound();
  const { q, page } = await searchParams;
  const term = firstValue(q)?.trim().slice(0, 100) ?? '';
  const query: BlogQuery = { kind: 'search', term, page: pageParam(firstValue(page)) };
  if (!term) redirect(localizedPath(blogPath(DEFAULT_NEWS_CATEGORY), locale));
  if (readsAsSearch(term)) redirect(localizedPath(blogPath(term, query.page), locale));

  return { locale, query, list: await loadNewsList(query, locale) };
}

export async function generateMetadata(props: BlogIndexProps): Promise<Metadata> {
  return newsListMetadata(await load(props));
}

export default async function BlogIndex(props: BlogIndexProps) {
  const loaded = await load(props);
  setRequestLocale(loaded.locale);

  return <NewsListPage {...loaded} />;
}
