import type { Metadata } from 'next';
import { getFormatter, getTranslations, setRequestLocale } from 'next-intl/server';
import { cache } from 'react';

import { UnknownAddress, unknownAddressMetadata } from '@/components/layout/page-not-found';
import { ResponsiveImage } from '@/components/media/responsive-image';
import { ShareButtons } from '@/components/news/share-buttons';
import { loadArchivedEdition } from '@/lib/conference/archive/load-edition';
import { getEditionNewsItem } from '@/lib/conference/archive/news';
import { archiveNewsPath } from '@/lib/conference/archive/menu-links';
import { localizedPath } from '@/lib/i18n/locale-paths';
import type { Locale } from '@/lib/i18n/routing';
import { newsArticleJsonLd } from '@/lib/news/article-json-ld';
import { pageMetadata } from '@/lib/seo/metadata';
import { absoluteUrl } from '@/lib/seo/urls';

import { Breadcrumbs } from '../../../_components/breadcrumbs';
import { NewsSidebar } from '../../../_components/news-sidebar';

type Props = { params: Promise<{ locale: string; year: string; id: string }> };

// Rendered on first request and cached (the build has no database).
export function generateStaticParams() {
  return [];
}

// Metadata and page share one read per request.
const loadItem = cache(async (eventId: number, id: string, locale: Locale) =>
  /^\d{1,9}$/.test(id) ? getEditionNewsItem({ eventId, id: Number(id), locale }) : null,
);

async function load(params: Props['params']) {
  const [{ locale, edition }, { id }] = await Promise.all([loadArchivedEdition(params), params]);
  const item = await loadItem(edition.id, id, locale);

  return { locale, edition, item, path: `/mw/${edition.year}/news/detail/${id}` };
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale, item, path } = await load(params);
  if (!item) return unknownAddressMetadata(locale);

  return pageMetadata({
    locale,
    path,
    title: item.title,
    description: item.summary,
    image: { url: item.image, width: 730, height: 455, alt: item.title },
    type: 'article',
    publishedTime: item.created_at,
    modifiedTime: item.updated_at,
  });
}

/** A conference news item of an edition: breadcrumbs, cover, title, date, body, share links and the sidebar. */
export default async function ArchiveNewsDetailPage({ params }: Props) {
  const { locale, edition, item, path } = await load(params);
  setRequestLocale(locale);
  if (!item) return <UnknownAddress home={`/mw/${edition.year}`} />;
  const [t, conference, format] = await Promise.all([
    getTranslations('conference.archive'),
    getTranslations('conference'),
    getFormatter(),
  ]);
  const url = absoluteUrl(localizedPath(path, locale));
  const home = `/mw/${edition.year}`;

  return (
    <div className="np">
      <article>
        <script
          type="application/ld+json"
          dangerouslySetInnerHTML={{ __html: newsArticleJsonLd({ item, url, siteName: conference('siteName') }) }}
        />
        <Breadcrumbs
          crumbs={[
            { href: home, label: t('home', { year: edition.year }) },
            { href: `${home}/news`, label: t('news') },
            { href: archiveNewsPath(edition.year, item.category_cid), label: item.category },
            { label: item.title },
          ]}
        />
        <div className="nd-cover">
          <ResponsiveImage
            src={item.image}
            alt={item.title}
            use="cover"
            isFill
            isPriority
            sizes="(min-width: 1024px) 860px, 100vw"
          />
        </div>
        <h1 className="nd-title">{item.title}</h1>
        <p className="nd-byline">
          <time dateTime={item.created_at}>
            {format.dateTime(new Date(item.created_at), { year: 'numeric', month: 'long', day: 'numeric' })}
          </time>
        </p>
        <div className="rich-text mt-6" dangerouslySetInnerHTML={{ __html: item.text }} />
        <ShareButtons url={url} title={item.title || conference('siteName')} />
      </article>
      <NewsSidebar locale={locale} year={edition.year} eventId={edition.id} />
    </div>
  );
}
