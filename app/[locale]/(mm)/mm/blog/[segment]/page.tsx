import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { setRequestLocale } from 'next-intl/server';

import { loadNewsList, NewsListPage, newsListMetadata } from '@/components/news/news-list-page';
import { isLocale } from '@/lib/i18n/routing';
import { parseBlogSegment } from '@/lib/news/blog-segment';

// Rendered on first request and cached (the build has no database).
export function generateStaticParams() {
  return [];
}

type BlogPageProps = { params: Promise<{ locale: string; segment: string }> };

async function load(params: BlogPageProps['params']) {
  const { locale, segment } = await params;
  if (!isLocale(locale)) notFound();
  const query = parseBlogSegment(segment);

  return { locale, query, list: await loadNewsList(query, locale) };
}

export async function generateMetadata({ params }: BlogPageProps): Promise<Metadata> {
  return newsListMetadata(await load(params));
}

export default async function BlogPage({ params }: BlogPageProps) {
  const loaded = await load(params);
  setRequestLocale(loaded.locale);

  return <NewsListPage {...loaded} />;
}
