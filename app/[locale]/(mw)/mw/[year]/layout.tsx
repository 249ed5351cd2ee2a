import { notFound } from 'next/navigation';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import type { ReactNode } from 'react';

import { BackToTop } from '@/components/layout/back-to-top';
import { editionYear } from '@/lib/conference/archive';
import { getArchivedEdition } from '@/lib/conference/queries';
import { isLocale } from '@/lib/i18n/routing';

import { ConferenceFooter } from '../_components/conference-footer';
import { ConferenceHeader } from '../_components/conference-header';

type Props = { children: ReactNode; params: Promise<{ locale: string; year: string }> };

/** An archived edition's frame (/mw/{year}): its year in the header, a way to its home and to the current edition. */
export default async function ArchivedEditionLayout({ children, params }: Props) {
  const { locale, year: segment } = await params;
  if (!isLocale(locale)) notFound();
  setRequestLocale(locale);
  const year = editionYear(segment);
  const [t, conference, edition] = await Promise.all([
    getTranslations('layout'),
    getTranslations('conference'),
    year === null ? null : getArchivedEdition(year, locale),
  ]);
  if (!edition) notFound();

  return (
    <div className="site">
      <a id="skip-link" href="#main-content" className="skip">
        {t('skipToContent')}
      </a>
      <ConferenceHeader
        locale={locale}
        year={edition.year}
        home={`/mw/${edition.year}`}
        menu={[
          { href: `/mw/${edition.year}`, label: conference('archive.home', { year: edition.year }) },
          { href: '/mw', label: conference('archive.current') },
        ]}
        hasRegister={false}
      />
      <main id="main-content" tabIndex={-1}>
        {children}
      </main>
      <ConferenceFooter locale={locale} edition={edition} />
      <BackToTop label={t('backToTop')} />
    </div>
  );
}
