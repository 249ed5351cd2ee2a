import { notFound } from 'next/navigation';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import type { ReactNode } from 'react';

import { BackToTop } from '@/components/layout/back-to-top';
import { CONFERENCE_NAV } from '@/lib/conference/navigation';
import { getCurrentEdition } from '@/lib/conference/queries';
import { isLocale } from '@/lib/i18n/routing';

import { ConferenceFooter } from '../_components/conference-footer';
import { ConferenceHeader } from '../_components/conference-header';
import { SponsorStrip } from '../_components/sponsor-strip';

type Props = { children: ReactNode; params: Promise<{ locale: string }> };

/** The current edition's frame (seeds 2.1): its header and menu, the sponsors' carousel, its footer, back to top. */
export default async function CurrentEditionLayout({ children, params }: Props) {
  const { locale } = await params;
  if (!isLocale(locale)) notFound();
  setRequestLocale(locale);
  const [t, conference, edition] = await Promise.all([getTranslations('layout'), getTranslations('conference'), getCurrentEdition(locale)]);

  return (
    <div className="site">
      <a id="skip-link" href="#main-content" className="skip">
        {t('skipToContent')}
      </a>
      <ConferenceHeader
        locale={locale}
        year={edition?.year}
        home="/mw"
        menu={CONFERENCE_NAV.map((item) => ({ href: item.href, label: conference(`nav.${item.key}`) }))}
        hasRegister
      />
      <main id="main-content" tabIndex={-1}>
        {children}
      </main>
      {edition ? <SponsorStrip eventId={edition.id} /> : null}
      <ConferenceFooter locale={locale} edition={edition} />
      <BackToTop label={t('backToTop')} />
    </div>
  );
}
