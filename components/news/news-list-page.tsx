import { getTranslations } from 'next-intl/server';

import { Link } from '@/components/i18n/link';
import { Pager } from '@/components/layout/pager';
import type { Locale } from '@/lib/i18n/routing';
import { blogPath, DEFAULT_NEWS_CATEGORY } from '@/lib/news/blog-segment';
import type { NewsList } from '@/lib/news/news-list';

import { NewsCard } from './news-card';
import { NewsSidePanel } from './news-side-panel';

/** A news list (a category, an archive month or a search) with its pages, beside the side panel (seeds 2.2). */
export async function NewsListPage({ locale, list }: { locale: Locale; list: NewsList }) {
  const t = await getTranslations('news');

  return (
    <div className="np">
      <section aria-labelledby="news-list-title">
        <h1 id="news-list-title" className="np-title">
          {list.title}
        </h1>
        {list.cards.length === 0 && list.searchTerm !== undefined ? (
          // A search that found nothing is not an empty list: it names the term and offers the news again.
          <div role="status" className="np-empty">
            <p>{t('noResults', { term: list.searchTerm })}</p>
            <Link href={blogPath(DEFAULT_NEWS_CATEGORY)} className="np-clear">
              {t('clearSearch')}
            </Link>
          </div>
        ) : list.cards.length === 0 ? (
          <p className="np-empty">{t('empty')}</p>
        ) : (
          <div className="np-cards">
            {list.cards.map((item, index) => (
              <NewsCard key={item.id} item={item} isPriority={index === 0} headingLevel="h2" />
            ))}
          </div>
        )}
        <Pager page={list.page} totalPages={list.totalPages} hrefFor={list.pagePath} />
      </section>
      <NewsSidePanel locale={locale} searchTerm={list.searchTerm} />
    </div>
  );
}
