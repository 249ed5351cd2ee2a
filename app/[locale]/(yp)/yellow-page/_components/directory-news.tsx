import { getTranslations } from 'next-intl/server';

import { NewsCard } from '@/components/news/news-card';
import type { DirectoryNews as News } from '@/lib/directory/queries';
import { pickLocalized } from '@/lib/i18n/localize';
import type { Locale } from '@/lib/i18n/routing';

/** The news flagged for the directory (seeds 2.4), each reading on at the association's news site. */
export async function DirectoryNews({ news, locale }: { news: readonly News[]; locale: Locale }) {
  if (news.length === 0) return null;
  const t = await getTranslations('directory.home');

  return (
    <section aria-labelledby="yp-news-title" className="yp-news">
      <h2 id="yp-news-title">{t('news')}</h2>
      <ul className="home-news">
        {news.map((item) => (
          <li key={item.id}>
            <NewsCard
              item={{
                id: item.id,
                title: pickLocalized(item.title, item.titleEn, locale),
                summary: pickLocalized(item.summary, item.summaryEn, locale),
                image: item.image,
                publisher: item.publisher,
                created_at: item.createdAt.toISOString(),
              }}
            />
          </li>
        ))}
      </ul>
    </section>
  );
}
