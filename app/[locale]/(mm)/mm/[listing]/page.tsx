import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { cache } from 'react';

import { NewsSidePanel } from '@/components/news/news-side-panel';
import { isLocale, type Locale } from '@/lib/i18n/routing';
import { parseReportListing, reportsPath } from '@/lib/reports/listing';
import { listReports } from '@/lib/reports/queries';
import { pageMetadata } from '@/lib/seo/metadata';

import { ReportList } from './_components/report-list';

// Rendered on first request and cached (the build has no database).
export function generateStaticParams() {
  return [];
}

type ListingPageProps = { params: Promise<{ locale: string; listing: string }> };

// Metadata and page share one read per request.
const loadReports = cache((locale: Locale, page: number) => listReports({ locale, page }));

/** Only /mm/report={page} lives here; any other single segment under /mm is not a page. */
async function load(params: ListingPageProps['params']) {
  const { locale, listing } = await params;
  const page = parseReportListing(listing);
  if (!isLocale(locale) || page === null) notFound();
  const result = await loadReports(locale, page);
  if (page > 1 && page > result.totalPages) notFound();

  return { locale, page, result };
}

export async function generateMetadata({ params }: ListingPageProps): Promise<Metadata> {
  const { locale, page } = await load(params);
  const t = await getTranslations({ locale, namespace: 'reports' });

  return pageMetadata({ locale, path: reportsPath(page), title: page > 1 ? t('pageTitle', { page }) : t('title'), description: t('description') });
}

export default async function ReportsPage({ params }: ListingPageProps) {
  const { locale, page, result } = await load(params);
  setRequestLocale(locale);

  return (
    <div className="mx-auto grid max-w-7xl gap-10 px-4 py-10 lg:grid-cols-[1fr_320px]">
      <ReportList page={page} result={result} />
      <NewsSidePanel locale={locale} />
    </div>
  );
}
