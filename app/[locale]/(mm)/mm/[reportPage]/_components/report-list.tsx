import { getTranslations } from 'next-intl/server';

import { Pager } from '@/components/layout/pager';
import type { ShelfCardPage } from '@/lib/library/queries';
import { reportsPath } from '@/lib/library/report-listing';

import { ReportCard } from './report-card';

/** The heading, the cards of one page (or the empty text) and the page links. */
export async function ReportList({ page, result }: { page: number; result: ShelfCardPage }) {
  const t = await getTranslations('reports');

  return (
    <section aria-labelledby="reports-title">
      <h1 id="reports-title" className="mb-6 text-2xl font-bold text-ink">
        {t('title')}
      </h1>
      {result.items.length === 0 ? (
        <p className="rounded border border-dashed border-gray-300 p-10 text-center text-muted">{t('empty')}</p>
      ) : (
        <div className="grid grid-cols-2 gap-4 sm:gap-6 xl:grid-cols-3">
          {result.items.map((report, index) => (
            <ReportCard key={report.id} report={report} isPriority={index < 2} />
          ))}
        </div>
      )}
      <Pager page={page} totalPages={result.totalPages} hrefFor={reportsPath} />
    </section>
  );
}
