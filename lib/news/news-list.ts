import 'server-only';

import type { Metadata } from 'next';
import { notFound, redirect } from 'next/navigation';
import { getFormatter, getTranslations } from 'next-intl/server';
import { cache } from 'react';

import { localizedPath } from '@/lib/i18n/locale-paths';
import { pickLocalized } from '@/lib/i18n/localize';
import type { Locale } from '@/lib/i18n/routing';
import { pageMetadata } from '@/lib/seo/metadata';

import {
  type BlogQuery,
  blogPath,
  blogQueryPath,
  DEFAULT_NEWS_CATEGORY,
  pageParam,
  parseBlogSegment,
  readsAsSearch,
} from './blog-segment';
import {
  getNewsCategory,
  listNewsByCategory,
  listNewsByMonth,
  type NewsCard,
  type NewsPage,
  searchNews,
} from './queries';

/** What a news list page shows: its heading, one page of cards and the way to its other pages. */
export type NewsList = {
  title: string;
  cards: NewsCard[];
  page: number;
  totalPages: number;
  /** The address of the list's page `page`: its pager's links and its canonical address. */
  pagePath: (page: number) => string;
  /** A search's term, which the side panel's search box shows; absent for a category's or a month's list. */
  searchTerm?: string;
};

/**
 * The list a /mm/blog address asks for with its heading; null when the category does not exist or the month has
 * no news: the months of the archive are those with news, and the others, without end, are no lists.
 */
async function findNewsList(query: BlogQuery, locale: Locale): Promise<{ title: string; result: NewsPage } | null> {
  const t = await getTranslations({ locale, namespace: 'news' });
  const { page } = query;

  if (query.kind === 'category') {
    const category = await getNewsCategory(query.cid);
    if (!category) return null;

    return {
      title: pickLocalized(category.category, category.category_en, locale),
      result: await listNewsByCategory({ cid: query.cid, locale, page }),
    };
  }
  if (query.kind === 'month') {
    const format = await getFormatter({ locale });
    const month = format.dateTime(new Date(`${query.month}-01T00:00:00Z`), {
      year: 'numeric',
      month: 'long',
      timeZone: 'UTC',
    });
    const result = await listNewsByMonth({ month: query.month, locale, page });
    if (result.total === 0) return null;

    return { title: t('archiveTitle', { month }), result };
  }

  return {
    title: t('searchTitle', { term: query.term }),
    result: await searchNews({ term: query.term, locale, page }),
  };
}

// Once per request: the page's metadata and its body both ask for the list. React's cache compares arguments by
// identity, so the query goes in as its JSON text (each page builds it the same way).
const findNewsListOnce = cache((queryJson: string, locale: Locale) =>
  findNewsList(JSON.parse(queryJson) as BlogQuery, locale),
);

/** The list a /mm/blog address asks for; unknown categories and pages past the end are not lists that exist. */
export async function loadNewsList(query: BlogQuery, locale: Locale): Promise<NewsList> {
  const found = await findNewsListOnce(JSON.stringify(query), locale);
  if (!found || (query.page > 1 && query.page > found.result.totalPages)) notFound();

  return {
    title: found.title,
    cards: found.result.news,
    page: query.page,
    totalPages: found.result.totalPages,
    pagePath: (page) => blogQueryPath(query, page),
    searchTerm: query.kind === 'search' ? query.term : undefined,
  };
}

/** The list of the seeds' address /mm/blog/{value}={page}, read from its last segment. */
export function loadNewsListOfSegment(segment: string, locale: Locale): Promise<NewsList> {
  return loadNewsList(parseBlogSegment(segment), locale);
}

/**
 * /mm/blog?q=term&page=: where the search box submits without JavaScript. A term goes on to its list at the seeds'
 * address /mm/blog/{term}=1; a term that address would read as a category or a month (a year, say) is listed
 * here. No term opens the default category.
 */
export async function loadNewsSearch({
  term: rawTerm,
  page,
  locale,
}: {
  term?: string;
  page?: string;
  locale: Locale;
}): Promise<NewsList> {
  const term = rawTerm?.trim().slice(0, 100) ?? '';
  const query: BlogQuery = { kind: 'search', term, page: pageParam(page) };
  if (!term) redirect(localizedPath(blogPath(DEFAULT_NEWS_CATEGORY), locale));
  if (readsAsSearch(term)) redirect(localizedPath(blogPath(term, query.page), locale));

  return loadNewsList(query, locale);
}

export function newsListMetadata(list: NewsList, locale: Locale): Promise<Metadata> {
  return pageMetadata({
    locale,
    path: list.pagePath(list.page),
    title: list.page > 1 ? `${list.title} (${list.page})` : list.title,
    // Search results are not pages of their own for search engines.
    isIndexable: list.searchTerm === undefined,
  });
}
