import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';

import { readLocale } from '@/lib/i18n/read-locale';
import { pageMetadata } from '@/lib/seo/metadata';
import { ANNIVERSARY_BOOK } from '@/lib/static-pages/anniversary';

import { BookLinks } from './_components/book-links';

export function generateStaticParams() {
  return [];
}

type AnniversaryPageProps = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: AnniversaryPageProps): Promise<Metadata> {
  const locale = await readLocale(params);
  const t = await getTranslations({ locale, namespace: 'pages.anniversary' });

  return pageMetadata({ locale, path: '/mm/anniversary', title: t('title'), description: t('description') });
}

/** The 30th anniversary book (seeds 2.2): the PDF embedded in the page, with a download link. */
export default async function AnniversaryPage({ params }: AnniversaryPageProps) {
  const locale = await readLocale(params);
  setRequestLocale(locale);
  const t = await getTranslations('pages.anniversary');

  return (
    <div className="mx-auto max-w-5xl px-4 py-10">
      <h1 className="pg-title">{t('title')}</h1>
      <p className="mt-3 max-w-3xl leading-relaxed text-ink">{t('intro')}</p>
      <BookLinks />
      <iframe
        src={`${ANNIVERSARY_BOOK.href}#view=FitH&navpanes=0`}
        title={t('frameTitle')}
        className="mt-6 h-[75vh] min-h-96 w-full rounded-lg border border-gray-300 bg-gray-100"
      />
    </div>
  );
}
