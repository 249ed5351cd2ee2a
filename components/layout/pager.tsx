import { getTranslations } from 'next-intl/server';

import { Link } from '@/components/i18n/link';
import { pageWindow } from '@/lib/list-query/paging';

type PagerProps = { page: number; totalPages: number; hrefFor: (page: number) => string };

/** Page links (at most three numbers around the current one) with previous/next; plain links, so crawlable. */
export async function Pager({ page, totalPages, hrefFor }: PagerProps) {
  if (totalPages <= 1) return null;
  const t = await getTranslations('news');

  return (
    <nav aria-label={t('pagination')} className="pager">
      {page > 1 && (
        <Link href={hrefFor(page - 1)} aria-label={t('previousPage')} rel="prev">
          ‹
        </Link>
      )}
      {pageWindow(page, totalPages).map((number) =>
        number === page ? (
          <span key={number} aria-current="page">
            {number}
          </span>
        ) : (
          <Link key={number} href={hrefFor(number)} aria-label={t('page', { page: number })}>
            {number}
          </Link>
        ),
      )}
      {page < totalPages && (
        <Link href={hrefFor(page + 1)} aria-label={t('nextPage')} rel="next">
          ›
        </Link>
      )}
    </nav>
  );
}
