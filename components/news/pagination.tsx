import { getTranslations } from 'next-intl/server';

import { Link } from '@/components/i18n/link';
import { pageWindow } from '@/lib/news/pagination';

type PaginationProps = { page: number; totalPages: number; hrefFor: (page: number) => string };

/** Page links (at most three numbers around the current one) with previous/next; plain links, so crawlable. */
export async function Pagination({ page, totalPages, hrefFor }: PaginationProps) {
  if (totalPages <= 1) return null;
  const t = await getTranslations('news');
  const itemClass = 'flex h-10 min-w-10 items-center justify-center rounded border px-3 text-sm font-medium';

  return (
    <nav aria-label={t('pagination')} className="mt-8 flex items-center justify-center gap-2">
      {page > 1 && (
        <Link href={hrefFor(page - 1)} className={`${itemClass} border-gray-300 hover:bg-brand-light`} aria-label={t('previousPage')} rel="prev">
          ‹
        </Link>
      )}
      {pageWindow(page, totalPages).map((number) =>
        number === page ? (
          <span key={number} aria-current="page" className={`${itemClass} border-brand bg-brand text-white`}>
            {number}
          </span>
        ) : (
          <Link key={number} href={hrefFor(number)} className={`${itemClass} border-gray-300 hover:bg-brand-light`} aria-label={t('page', { page: number })}>
            {number}
          </Link>
        ),
      )}
      {page < totalPages && (
        <Link href={hrefFor(page + 1)} className={`${itemClass} border-gray-300 hover:bg-brand-light`} aria-label={t('nextPage')} rel="next">
          ›
        </Link>
      )}
    </nav>
  );
}
