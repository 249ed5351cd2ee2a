import { getTranslations } from 'next-intl/server';

import { Pager } from '@/components/layout/pager';
import type { CompanyPage, ConsultantPage } from '@/lib/directory/queries';
import { directoryHref, type DirectoryView } from '@/lib/directory/view';

import { CompanyGrid } from './company-grid';
import { ConsultantTable } from './consultant-table';
import { RESULTS_HASH, RESULTS_ID } from './results-anchor';

type DirectoryResultsProps = {
  view: DirectoryView;
  /** The heading: the chosen category's name, or the directory's companies. */
  title: string;
  results: { kind: 'companies'; page: CompanyPage } | { kind: 'consultants'; page: ConsultantPage };
};

/** The results of the home's view (seeds 2.4): heading and total, the cards or the table, pages. */
export async function DirectoryResults({ view, title, results }: DirectoryResultsProps) {
  const t = await getTranslations('directory.home');
  const { total, totalPages } = results.page;
  const isEmpty = total === 0;
  const filter = view.q
    ? t('searchResults', { term: view.q })
    : view.letter
      ? t('letterResults', { letter: view.letter })
      : null;

  return (
    <section id={RESULTS_ID} aria-labelledby="yp-results-title" className="yp-res">
      <div className="yp-head">
        <h2 id="yp-results-title">
          {title}
          {filter ? `: ${filter}` : null}
        </h2>
        <p role="status">{t('total', { count: total })}</p>
      </div>
      {isEmpty ? (
        <p className="yp-empty">{t('empty')}</p>
      ) : results.kind === 'consultants' ? (
        <ConsultantTable consultants={results.page.data} />
      ) : (
        <CompanyGrid companies={results.page.companies} />
      )}
      <Pager
        page={view.page}
        totalPages={totalPages}
        hrefFor={(page) => directoryHref({ ...view, page }) + RESULTS_HASH}
      />
    </section>
  );
}
