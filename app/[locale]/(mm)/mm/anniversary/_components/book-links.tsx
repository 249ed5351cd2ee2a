import { getTranslations } from 'next-intl/server';

import { ANNIVERSARY_BOOK } from '@/lib/static-pages/anniversary';

/** Download the book, or open it in the browser's own PDF viewer (phones often show no embedded PDF). */
export async function BookLinks() {
  const t = await getTranslations('pages.anniversary');

  return (
    <div className="mt-4 flex flex-wrap gap-3">
      <a
        href={ANNIVERSARY_BOOK.href}
        download={ANNIVERSARY_BOOK.fileName}
        className="inline-flex items-center rounded bg-brand px-5 py-2.5 font-semibold text-white hover:bg-brand-dark focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand"
      >
        {t('download')}
      </a>
      <a
        href={ANNIVERSARY_BOOK.href}
        target="_blank"
        rel="noopener"
        className="inline-flex items-center rounded border border-brand px-5 py-2.5 font-semibold text-brand-dark hover:bg-brand-light focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand"
      >
        {t('openInTab')}
      </a>
    </div>
  );
}
