import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations, setRequestLocale } from 'next-intl/server';

import { NewsCard } from '@/components/news/news-card';
import { NewsSidePanel } from '@/components/news/news-side-panel';
import { Pagination } from '@/components/news/pagination';
import { isLocale } from '@/lib/i18n/routing';
import { loadBlogList } from '@/lib/news/blog-list';
import { blogPath, parseBlogSegment } from '@/lib/news/blog-segment';
import { pageMetadata } from '@/lib/seo/metadata';

// Rendered on first request and cached (the build has no database).
export function generateStaticParams() {
  return [];
}

type BlogPageProps = { params: Promise<{ locale: string; segment: string }> };

async function load(params: BlogPageProps['params']) {
  const { locale, segment } = await params;
  if (!isLocale(locale)) notFound();
  const query = parseBlogSegment(segment);
  const list = await loadBlogList(query, locale);
  // Unknown categories and pages past the end are not lists that exist.
  if (!list || (query.page > 1 && query.page > list.result.totalPages)) notFound();

  return { locale, query, list };
}

export async function generateMetadata({ params }: BlogPageProps): Promise<Metadata> {
  const { locale, query, list } = await load(params);

  return pageMetadata({
    locale,
    path: blogPath(list.routeValue, query.page),
    title: query.page > 1 ? `${list.title} (${query.page})` : list.title,
    // Search results are not pages of their own for search engines.
    isIndexable: query.kind !== 'search',
  });
}

export default async function BlogPage({ params }: BlogPageProps) {
  const { locale, query, list } = await load(params);
  setRequestLocale(locale);
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
        <Pagination page={query.page} totalPages={list.result.totalPages} hrefFor={(page) => blogPath(list.routeValue, page)} />
      </section>
      <NewsSidePanel locale={locale} searchTerm={query.kind === 'search' ? query.term : undefined} />
    </div>
  );
}
