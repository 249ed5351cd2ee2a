import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { setRequestLocale } from 'next-intl/server';

import { NewsListPage } from '@/components/news/news-list-page';
import { readLocale } from '@/lib/i18n/read-locale';
import { isListSegment } from '@/lib/news/blog-segment';
import { loadNewsListOfSegment, newsListMetadata } from '@/lib/news/news-list';

// Rendered on first request and cached (the build has no database).
export function generateStaticParams() {
  return [];
}

type Props = { params: Promise<{ locale: string; segment: string }> };

/** Only the form a list's links write, so each list is stored once; any other segment is not found here. */
async function load(params: Props['params']) {
  const locale = await readLocale(params);
  const { segment } = await params;
  if (!isListSegment(segment)) notFound();

  return { locale, list: await loadNewsListOfSegment(segment, locale) };
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale, list } = await load(params);

  return newsListMetadata(list, locale);
}

/**
 * A category's or an archive month's list, at the address `/mm/blog/{value}={page}` (lib/setup/site-rewrites.ts
 * rewrites it here).
 */
export default async function StoredBlogListPage({ params }: Props) {
  const { locale, list } = await load(params);
  setRequestLocale(locale);

  return <NewsListPage locale={locale} list={list} />;
}
