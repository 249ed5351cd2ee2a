import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import type { ReactNode } from 'react';

import { BackToTop } from '@/components/layout/back-to-top';
import { readLocale } from '@/lib/i18n/read-locale';

import { DirectoryFooter } from './_components/directory-footer';
import { DirectoryHeader } from './_components/directory-header';

import './directory.css';

type Props = { children: ReactNode; params: Promise<{ locale: string }> };

/** Seeds 2.1: the directory's pages carry its name, "Лавлах", in their title. */
export async function generateMetadata({ params }: Omit<Props, 'children'>): Promise<Metadata> {
  const locale = await readLocale(params);
  const t = await getTranslations({ locale, namespace: 'directory' });

  return {
    title: { template: `%s | ${t('siteName')}`, default: t('siteName') },
    description: t('description'),
  };
}

/** The directory's frame (seeds 2.1): its header (shrinking after 50 px), the page, its footer, back to top. */
export default async function DirectoryLayout({ children, params }: Props) {
  const locale = await readLocale(params);
  setRequestLocale(locale);
  const t = await getTranslations('layout');

  return (
    <div className="site">
      <a id="skip-link" href="#main-content" className="skip">
        {t('skipToContent')}
      </a>
      <DirectoryHeader locale={locale} />
      <main id="main-content" tabIndex={-1}>
        {children}
      </main>
      <DirectoryFooter locale={locale} />
      <BackToTop label={t('backToTop')} />
    </div>
  );
}
