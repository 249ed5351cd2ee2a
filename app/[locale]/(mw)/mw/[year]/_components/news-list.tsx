import { getTranslations } from 'next-intl/server';

import { Pager } from '@/components/layout/pager';
import { NewsCard } from '@/components/news/news-card';
import type { Edition } from '@/lib/conference/editions/public-queries';
import type { Locale } from '@/lib/i18n/routing';
import type { NewsPage } from '@/lib/news/queries';

import { Breadcrumbs, type Crumb } from './breadcrumbs';
import { NewsSidebar } from './news-sidebar';

type NewsListProps = {
  locale: Locale;
  edition: Edition;
  title: string;
  /** Crumbs after the edition's home and its news. */
  trail: readonly Crumb[];
  result: NewsPage;
  page: number;
  hrefFor: (page: number) => string;
};

/** Seeds 2.2 news list: breadcrumbs, the edition's news as cards with pages, and the sidebar. */
export async function NewsList({ locale, edition, title, trail, result, page, hrefFor }: NewsListProps) {
  const t = await getTranslations('conference.archive');
  const home = `/mw/${edition.year}`;

  return (
    <div className="np">
      <section aria-labelledby="news-list-title">
        <Breadcrumbs
          crumbs={[
            { href: home, label: t('home', { year: edition.year }) },
            { href: `${home}/news`, label: t('news') },
            ...trail,
          ]}
        />
        <h1 id="news-list-title" className="np-title">
          {title}
        </h1>
        {result.news.length === 0 ? (
          <p className="np-empty">{t('noNews')}</p>
        ) : (
          <div className="np-cards">
            {result.news.map((item, index) => (
              <NewsCard
                key={item.id}
                item={item}
                isPriority={index === 0}
                headingLevel="h2"
                href={`${home}/news/detail/${item.id}`}
              />
            ))}
          </div>
        )}
        <Pager page={page} totalPages={result.totalPages} hrefFor={hrefFor} />
      </section>
      <NewsSidebar locale={locale} year={edition.year} eventId={edition.id} />
    </div>
  );
}
