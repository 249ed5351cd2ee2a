import { getTranslations } from 'next-intl/server';

import { Link } from '@/components/i18n/link';
import { NewsCard } from '@/components/news/news-card';
import { DEFAULT_NEWS_HREF } from '@/lib/menu/navigation';
import type { NewsCard as NewsCardData } from '@/lib/news/queries';

/** The six newest news items and a link to the whole list. */
export async function RecentNews({ news }: { news: readonly NewsCardData[] }) {
  const [t, tNews] = await Promise.all([getTranslations('home.news'), getTranslations('news')]);

  return (
    <section aria-labelledby="recent-news-title" className="sec">
      <div className="sec-head">
        <h2 id="recent-news-title" className="sec-title">
          {t('title')}
        </h2>
        <Link href={DEFAULT_NEWS_HREF}>{t('all')} →</Link>
      </div>
      {news.length === 0 ? (
        <p className="sec-empty">{tNews('empty')}</p>
      ) : (
        <ul className="home-news">
          {news.map((item) => (
            <li key={item.id}>
              <NewsCard item={item} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
