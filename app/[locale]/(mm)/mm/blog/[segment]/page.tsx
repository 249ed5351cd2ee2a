import type { Metadata } from 'next';
import { setRequestLocale } from 'next-intl/server';

import { NewsListPage } from '@/components/news/news-list-page';
import { readLocale } from '@/lib/i18n/read-locale';
import { loadNewsListOfSegment, newsListMetadata } from '@/lib/news/news-list';

// A search (/mm/blog/{term}=1) renders per request: its terms are without end, and stored they would take the
// place of the pages readers use. Categories' and months' lists as their links write them are rewritten to the
// stored route list/[segment] (lib/setup/site-rewrites.ts); another spelling of one (`08=1`) is listed here.
export const dynamic = 'force-dynamic';

type Props = { params: Promise<{ locale: string; segment: string }> };

async function load(params: Props['params']) {
  const locale = await readLocale(params);
  const { segment } = await params;

  return { locale, list: await loadNewsListOfSegment(segment, locale) };
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale, list } = await load(params);

  return newsListMetadata(list, locale);
}

/** A news search at the seeds' address, or a list at a spelling no link makes. */
export default async function BlogSegmentPage({ params }: Props) {
  const { locale, list } = await load(params);
  setRequestLocale(locale);

  return <NewsListPage locale={locale} list={list} />;
}
