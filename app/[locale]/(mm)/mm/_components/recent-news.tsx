import { getTranslations } from 'next-intl/server';

import { Link } from '@/components/i18n/link';
import { NewsCard } from '@/components/news/news-card';
import { DEFAULT_NEWS_HREF } from '@/lib/content/navigation';
import type { NewsCard as NewsCardData } from '@/lib/news/queries';

/** The six newest news items and a link to the whole list. */
export async function RecentNews({ news }: { news: readonly NewsCardData[] }) {
  const [t, tNews] = await Promise.all([getTranslations('home.news'), getTranslations('news')]);

  return (
    <section aria-labelledby="recent-news-title" className="mx-auto max-w-7xl px-4 py-12">
      <div className="mb-6 flex items-end justify-between gap-4">
        <h2 id="recent-news-title" className="border-l-4 border-brand pl-3 text-2xl font-bold">
          {t('title')}
        </h2>
        <Link href={DEFAULT_NEWS_HREF} className="shrink-0 font-semibold text-brand-dark hover:underline">
          {t('all')} →
        </Link>
      </div>
      {news.length === 0 ? (
        <p className="rounded-lg bg-gray-50 p-6 text-center text-muted">{tNews('empty')}</p>
      ) : (
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {news.map((item) => (
            <li key={item.id} className="grid">
              <NewsCard item={item} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
