import { getTranslations } from 'next-intl/server';

import { Link } from '@/components/i18n/link';
import { NewsSearchBox } from '@/components/news/news-search-box';
import { listConferenceNewsCategories } from '@/lib/conference/archive/news';
import { archiveNewsPath } from '@/lib/conference/archive/menu-links';
import { pickLocalized } from '@/lib/i18n/localize';
import type { Locale } from '@/lib/i18n/routing';

/**
 * Seeds 2.2 Sidebar: a search box into the association's news (/mm/blog/{term}=1) and the conference's news
 * categories with the edition's counts, each linking to its list.
 */
export async function NewsSidebar({ locale, year, eventId }: { locale: Locale; year: number; eventId: number }) {
  const [t, news, categories] = await Promise.all([
    getTranslations('conference.archive'),
    getTranslations('news'),
    listConferenceNewsCategories(eventId),
  ]);

  return (
    <aside className="sp" aria-label={t('news')}>
      <section>
        <h2>{news('searchLabel')}</h2>
        <NewsSearchBox
          locale={locale}
          labels={{ label: news('searchLabel'), placeholder: news('searchPlaceholder'), button: news('searchButton') }}
        />
      </section>
      <section>
        <h2>{t('categories')}</h2>
        <ul className="sp-cats">
          {categories.map((category) => (
            <li key={category.id}>
              <Link href={archiveNewsPath(year, category.id)}>
                {pickLocalized(category.category, category.category_en, locale)}{' '}
                <small>{`(${category.news_count})`}</small>
              </Link>
            </li>
          ))}
        </ul>
      </section>
    </aside>
  );
}
