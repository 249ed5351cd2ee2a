import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { cache } from 'react';

import { isLocale, type Locale } from '@/lib/i18n/routing';
import { type BlogList, loadBlogList } from '@/lib/news/blog-list';
import { type BlogQuery, blogQueryPath, parseBlogSegment } from '@/lib/news/blog-segment';
import { pageMetadata } from '@/lib/seo/metadata';

import { NewsCard } from './news-card';
import { NewsSidePanel } from './news-side-panel';
import { Pager } from '@/components/layout/pager';

// Once per request: the page's metadata and its body both ask for the list. React's cache compares arguments by
// identity, so the query goes in as its JSON text (each page builds it the same way).
const loadBlogListOnce = cache((queryJson: string, locale: Locale) => loadBlogList(JSON.parse(queryJson) as BlogQuery, locale));

/** The list a /mm/blog address asks for; unknown categories and pages past the end are not lists that exist. */
export async function loadNewsList(query: BlogQuery, locale: Locale): Promise<BlogList> {
  const list = await loadBlogListOnce(JSON.stringify(query), locale);
  if (!list || (query.page > 1 && query.page > list.result.totalPages)) notFound();

  return list;
}

export function newsListMetadata({ locale, query, list }: { locale: Locale; query: BlogQuery; list: BlogList }): Promise<Metadata> {
  return pageMetadata({
    locale,
    path: blogQueryPath(query),
    title: query.page > 1 ? `${list.title} (${query.page})` : list.title,
    // Search results are not pages of their own for search engines.
    isIndexable: query.kind !== 'search',
  });
}

/** A news list (a category, an archive month or a search) with its pages, beside the side panel (seeds 2.2). */
export async function NewsListPage({ locale, query, list }: { locale: Locale; query: BlogQuery; list: BlogList }) {
  const t = await getTranslations('news');

  return (
    <div className="np">
      <section aria-labelledby="news-list-title">
        <h1 id="news-list-title" className="np-title">
          {list.title}
        </h1>
        {list.result.news.length === 0 ? (
          <p className="np-empty">{t('empty')}</p>
        ) : (
          <div className="np-cards">
            {list.result.news.map((item, index) => (
              <NewsCard key={item.id} item={item} isPriority={index === 0} headingLevel="h2" />
            ))}
          </div>
        )}
        <Pager page={query.page} totalPages={list.result.totalPages} hrefFor={(page) => blogQueryPath(query, page)} />
      </section>
      <NewsSidePanel locale={locale} searchTerm={query.kind === 'search' ? query.term : undefined} />
    </div>
  );
}

type SegmentParams = { params: Promise<{ locale: string; segment: string }> };

/**
 * A route of the seeds' list addresses /mm/blog/{value}={page}: its metadata and its page. `answers` says which
 * segments it renders; any other is not found.
 */
export function blogSegmentRoute(answers: (segment: string) => boolean) {
  async function load(params: SegmentParams['params']) {
    const { locale, segment } = await params;
    if (!isLocale(locale) || !answers(segment)) notFound();
    const query = parseBlogSegment(segment);

    return { locale, query, list: await loadNewsList(query, locale) };
  }

  async function generateMetadata({ params }: SegmentParams): Promise<Metadata> {
    return newsListMetadata(await load(params));
  }

  async function BlogSegmentPage({ params }: SegmentParams) {
    const loaded = await load(params);
    setRequestLocale(loaded.locale);

    return <NewsListPage {...loaded} />;
  }

  return { generateMetadata, BlogSegmentPage };
}
