import { getTranslations } from 'next-intl/server';

import { Link } from '@/components/i18n/link';
import { socialLinksElement } from '@/components/layout/social-links';
import { formatDateText } from '@/lib/i18n/date-text';
import { langOfText, pickLocalized } from '@/lib/i18n/localize';
import type { Locale } from '@/lib/i18n/routing';
import { siteDay } from '@/lib/i18n/site-date';
import { blogPath } from '@/lib/news/blog-segment';
import { EVENT_LINKS } from '@/lib/news/event-links';
import { ARCHIVE_MONTHS_SHOWN } from '@/lib/news/limits';
import { listArchiveMonths, listCategoryNewsCounts, listRecentNews } from '@/lib/news/queries';

import { NewsSearchBox } from './news-search-box';

/** The news side panel: search, categories with counts and event links, recent news, the archive, social links. */
export async function NewsSidePanel({ locale, searchTerm }: { locale: Locale; searchTerm?: string }) {
  const [t, counts, recent, months, social] = await Promise.all([
    getTranslations('news'),
    listCategoryNewsCounts(),
    listRecentNews({ locale, limit: 5 }),
    listArchiveMonths({ locale, limit: ARCHIVE_MONTHS_SHOWN }),
    socialLinksElement('association'),
  ]);

  return (
    <aside className="sp" aria-label={t('listTitle')}>
      <section>
        <h2>{t('searchLabel')}</h2>
        <NewsSearchBox
          locale={locale}
          labels={{ label: t('searchLabel'), placeholder: t('searchPlaceholder'), button: t('searchButton') }}
          initialTerm={searchTerm}
        />
      </section>
      <section>
        <h2>{t('categories')}</h2>
        <ul className="sp-cats">
          {counts.map((category) => (
            <li key={category.cid}>
              <Link href={blogPath(category.cid)}>
                {pickLocalized(category.category, category.category_en, locale)}{' '}
                <small>{`(${category.news_count})`}</small>
              </Link>
            </li>
          ))}
          {EVENT_LINKS.map((event) => (
            <li key={event.href}>
              <a href={event.href} {...(event.isExternal ? { target: '_blank', rel: 'noopener noreferrer' } : {})}>
                {event.label[locale]}
              </a>
            </li>
          ))}
        </ul>
      </section>
      <section>
        <h2>{t('recent')}</h2>
        {recent.length === 0 ? (
          <p className="sp-none">{t('noRecent')}</p>
        ) : (
          <ul className="sp-recent">
            {recent.map((item) => (
              <li key={item.id}>
                <Link href={`/mm/detail/${item.id}`} {...langOfText(item.title, locale)}>
                  {item.title}
                </Link>
                <time dateTime={siteDay(item.created_at)}>{formatDateText(locale, item.created_at, 'date')}</time>
              </li>
            ))}
          </ul>
        )}
      </section>
      <section>
        <h2>{t('archive')}</h2>
        <ul className="sp-archive">
          {months.map((month) => (
            <li key={month.created_at}>
              <Link href={blogPath(month.created_at)}>
                {month.date} <small>{`(${month.news_count})`}</small>
              </Link>
            </li>
          ))}
        </ul>
      </section>
      {social && (
        <section>
          <h2>{t('follow')}</h2>
          {social}
        </section>
      )}
    </aside>
  );
}
