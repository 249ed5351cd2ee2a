import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { cache } from 'react';

import { UnknownAddress, unknownAddressMetadata } from '@/components/layout/page-not-found';
import { ResponsiveImage } from '@/components/media/responsive-image';
import { NewsSidePanel } from '@/components/news/news-side-panel';
import { ShareButtons } from '@/components/news/share-buttons';
import { formatDateText } from '@/lib/i18n/date-text';
import { langOfHtml, langOfText } from '@/lib/i18n/localize';
import { readLocale } from '@/lib/i18n/read-locale';
import type { Locale } from '@/lib/i18n/routing';
import { newsArticleJsonLd } from '@/lib/news/article-json-ld';
import { blogPath, DEFAULT_NEWS_CATEGORY } from '@/lib/news/blog-segment';
import { localizePublisher } from '@/lib/news/publisher';
import { getNewsDetail } from '@/lib/news/queries';
import { pageMetadata } from '@/lib/seo/metadata';
import { localizedPath } from '@/lib/i18n/locale-paths';
import { absoluteUrl } from '@/lib/seo/urls';

// Rendered on first request and cached (the build has no database).
export function generateStaticParams() {
  return [];
}

type DetailPageProps = { params: Promise<{ locale: string; id: string }> };

// Metadata and page share one read per request.
const loadNews = cache(async (id: string, locale: Locale) =>
  /^\d{1,9}$/.test(id) ? getNewsDetail({ id: Number(id), locale }) : null,
);

async function load(params: DetailPageProps['params']) {
  const locale = await readLocale(params);
  const { id } = await params;

  return { locale, item: await loadNews(id, locale) };
}

export async function generateMetadata({ params }: DetailPageProps): Promise<Metadata> {
  const { locale, item } = await load(params);
  if (!item) return unknownAddressMetadata(locale);

  return pageMetadata({
    locale,
    path: `/mm/detail/${item.id}`,
    title: item.title,
    description: item.summary,
    image: { url: item.image, width: 730, height: 455, alt: item.title },
    type: 'article',
    publishedTime: item.created_at,
    modifiedTime: item.updated_at,
  });
}

export default async function NewsDetailPage({ params }: DetailPageProps) {
  const { locale, item } = await load(params);
  setRequestLocale(locale);
  const t = await getTranslations('news');
  if (!item)
    return (
      <UnknownAddress
        home="/mm"
        record={{ title: t('notFound'), back: { href: blogPath(DEFAULT_NEWS_CATEGORY), label: t('backToNews') } }}
      />
    );
  const [common, publisher] = await Promise.all([getTranslations('common'), localizePublisher(item.publisher, locale)]);
  const url = absoluteUrl(localizedPath(`/mm/detail/${item.id}`, locale));

  return (
    <div className="np">
      <article>
        <script
          type="application/ld+json"
          dangerouslySetInnerHTML={{
            __html: newsArticleJsonLd({ item: { ...item, publisher }, url, siteName: common('siteName') }),
          }}
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
        <h1 className="nd-title" {...langOfText(item.title, locale)}>
          {item.title}
        </h1>
        <p className="nd-byline">
          <span>
            {t('publisher')}: <span {...langOfText(publisher, locale)}>{publisher}</span>
          </span>
          <time dateTime={item.created_at}>{formatDateText(locale, item.created_at, 'date')}</time>
        </p>
        <div
          className="rich-text mt-6"
          {...langOfHtml(item.text, locale)}
          dangerouslySetInnerHTML={{ __html: item.text }}
        />
        <ShareButtons url={url} title={item.title || common('siteName')} />
      </article>
      <NewsSidePanel locale={locale} />
    </div>
  );
}
