import { getFormatter, getTranslations } from 'next-intl/server';

import { Link } from '@/components/i18n/link';
import { SocialLinks } from '@/components/layout/social-links';
import { listSocialLinks } from '@/lib/content/queries';
import { pickLocalized } from '@/lib/i18n/localize';
import type { Locale } from '@/lib/i18n/routing';
import { blogPath } from '@/lib/news/blog-segment';
import { EVENT_LINKS } from '@/lib/news/event-links';
import { listArchiveMonths, listCategoryNewsCounts, listRecentNews } from '@/lib/news/queries';

import { NewsSearchBox } from './news-search-box';

const headingClass = 'mb-3 border-b-2 border-brand pb-2 text-base font-bold uppercase tracking-wide';

/** The news side panel: search, categories with counts and event links, recent news, the archive, social links. */
export async function NewsSidePanel({ locale, searchTerm }: { locale: Locale; searchTerm?: string }) {
  const [t, format, counts, recent, months, socialLinks] = await Promise.all([
    getTranslations('news'),
    getFormatter(),
    listCategoryNewsCounts(),
    listRecentNews({ locale, limit: 5 }),
    listArchiveMonths({ locale }),
    listSocialLinks(),
  ]);

  return (
    <aside className="flex flex-col gap-8" aria-label={t('listTitle')}>
      <section>
        <h2 className={headingClass}>{t('searchLabel')}</h2>
        <NewsSearchBox
          locale={locale}
          labels={{ label: t('searchLabel'), placeholder: t('searchPlaceholder'), button: t('searchButton') }}
          initialTerm={searchTerm}
        />
      </section>
      <section>
        <h2 className={headingClass}>{t('categories')}</h2>
        <ul className="divide-y divide-gray-100 text-sm">
          {counts.map((category) => (
            <li key={category.cid}>
              <Link href={blogPath(category.cid)} className="flex justify-between py-2 hover:text-brand-dark">
                <span>{pickLocalized(category.category, category.category_en, locale)}</span>
                <span className="text-muted">({category.news_count})</span>
              </Link>
            </li>
          ))}
          {EVENT_LINKS.map((event) => (
            <li key={event.href}>
              <a href={event.href} className="block py-2 hover:text-brand-dark" {...(event.isExternal ? { target: '_blank', rel: 'noopener noreferrer' } : {})}>
                {event.label[locale]}
              </a>
            </li>
          ))}
        </ul>
      </section>
      <section>
        <h2 className={headingClass}>{t('recent')}</h2>
        {recent.length === 0 ? (
          <p className="text-sm text-muted">{t('noRecent')}</p>
        ) : (
          <ul className="flex flex-col gap-3 text-sm">
            {recent.map((item) => (
              <li key={item.id}>
                <Link href={`/mm/detail/${item.id}`} className="font-medium hover:text-brand-dark">
                  {item.title}
                </Link>
                <time dateTime={item.created_at} className="block text-xs text-muted">
                  {format.dateTime(new Date(item.created_at), { year: 'numeric', month: 'short', day: 'numeric' })}
                </time>
              </li>
            ))}
          </ul>
        )}
      </section>
      <section>
        <h2 className={headingClass}>{t('archive')}</h2>
        <ul className="flex flex-col text-sm">
          {months.map((month) => (
            <li key={month.created_at}>
              <Link href={blogPath(month.created_at)} className="flex justify-between py-1.5 hover:text-brand-dark">
                <span>{month.date}</span>
                <span className="text-muted">({month.news_count})</span>
              </Link>
            </li>
          ))}
        </ul>
      </section>
      {socialLinks.length > 0 && (
        <section>
          <h2 className={headingClass}>{t('follow')}</h2>
          <SocialLinks links={socialLinks} />
        </section>
      )}
    </aside>
  );
}
