import type { Metadata } from 'next';
import { setRequestLocale } from 'next-intl/server';

import { UnknownAddress, unknownAddressMetadata } from '@/components/layout/page-not-found';
import { viewMetadata } from '@/lib/directory/home';
import { viewQueryOf, viewSegmentOf } from '@/lib/directory/view-segment';
import { readLocale } from '@/lib/i18n/read-locale';
import { pageMetadata } from '@/lib/seo/metadata';

import { DirectoryHome } from '../../_components/directory-home';

// Rendered on first request and cached until staff change the directory (the build has no database).
export function generateStaticParams() {
  return [];
}

type Props = { params: Promise<{ locale: string; view: string }> };

/** The view's query; one segment per view (canonical order, no page 1), so each view is cached once. */
async function load(params: Props['params']) {
  const locale = await readLocale(params);
  const { view } = await params;
  const query = viewQueryOf(view);
  const isCanonical = query !== null && viewSegmentOf(new URLSearchParams(query)) === view;

  return { locale, query: isCanonical ? query : null };
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale, query } = await load(params);
  if (query === null) return unknownAddressMetadata(locale);

  const meta = await viewMetadata({ params: query, locale });

  return meta ? pageMetadata({ locale, ...meta }) : unknownAddressMetadata(locale);
}

/** A browsing view of the directory's home, at the address `/yellow-page?{query}` (proxy.ts rewrites it here). */
export default async function DirectoryViewPage({ params }: Props) {
  const { locale, query } = await load(params);
  setRequestLocale(locale);
  if (query === null) return <UnknownAddress home="/yellow-page" />;

  return <DirectoryHome query={query} locale={locale} />;
}
