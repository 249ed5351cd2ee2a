import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { cache } from 'react';

import { UnknownAddress, unknownAddressMetadata } from '@/components/layout/page-not-found';
import { NewsSidePanel } from '@/components/news/news-side-panel';
import { readLocale } from '@/lib/i18n/read-locale';
import type { Locale } from '@/lib/i18n/routing';
import { listShelfCards } from '@/lib/library/queries';
import { parseReportListing, REPORTS_PAGE_SIZE, reportsPath } from '@/lib/library/report-listing';
import { pageMetadata } from '@/lib/seo/metadata';

import { ReportList } from './_components/report-list';

// Rendered on first request and cached (the build has no database).
export function generateStaticParams() {
  return [];
}

type ReportsPageProps = { params: Promise<{ locale: string; reportPage: string }> };

// Metadata and page share one read per request.
const loadReports = cache((locale: Locale, page: number) =>
  listShelfCards('reports', { locale, page, limit: REPORTS_PAGE_SIZE }),
);

/**
 * Only /mm/report={page} lives here; any other single segment under /mm, or a page past the last, is an unknown
 * address (`page` null), answered by the site's not-found page.
 */
async function load(params: ReportsPageProps['params']) {
  const locale = await readLocale(params);
  const { reportPage } = await params;
  const page = parseReportListing(reportPage);
  if (page === null) return { locale, page: null };
  const result = await loadReports(locale, page);
  if (page > 1 && page > result.totalPages) return { locale, page: null };

  return { locale, page, result };
}

export async function generateMetadata({ params }: ReportsPageProps): Promise<Metadata> {
  const { locale, page } = await load(params);
  if (page === null) return unknownAddressMetadata(locale);
  const t = await getTranslations({ locale, namespace: 'reports' });

  return pageMetadata({
    locale,
    path: reportsPath(page),
    title: page > 1 ? t('pageTitle', { page }) : t('title'),
    description: t('description'),
  });
}

export default async function ReportsPage({ params }: ReportsPageProps) {
  const loaded = await load(params);
  setRequestLocale(loaded.locale);
  if (loaded.page === null) return <UnknownAddress home="/mm" />;
  const { locale, page, result } = loaded;

  return (
    <div className="mx-auto grid max-w-7xl gap-10 px-4 py-10 lg:grid-cols-[1fr_320px]">
      <ReportList page={page} result={result} />
      <NewsSidePanel locale={locale} />
    </div>
  );
}
