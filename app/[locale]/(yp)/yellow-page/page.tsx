import type { Metadata } from 'next';
import { setRequestLocale } from 'next-intl/server';

import type { SearchParams } from '@/lib/list-query/lenient-query';
import { unknownAddressMetadata } from '@/components/layout/page-not-found';
import { viewMetadata } from '@/lib/directory/home';
import { readLocale } from '@/lib/i18n/read-locale';
import { pageMetadata } from '@/lib/seo/metadata';

import { DirectoryHome } from './_components/directory-home';

// Only searches reach this page: proxy.ts sends every browsing view (category, letter, page) to the cached
// route view/[view]. A search term can be anything, so its results render per request, read in SQL with indexes.
export const dynamic = 'force-dynamic';

type Props = { params: Promise<{ locale: string }>; searchParams: Promise<SearchParams> };

export async function generateMetadata({ params, searchParams }: Props): Promise<Metadata> {
  const locale = await readLocale(params);
  const meta = await viewMetadata({ params: await searchParams, locale });

  return meta ? pageMetadata({ locale, ...meta }) : unknownAddressMetadata(locale);
}

export default async function DirectorySearchPage({ params, searchParams }: Props) {
  const locale = await readLocale(params);
  setRequestLocale(locale);

  return <DirectoryHome query={await searchParams} locale={locale} />;
}
