import { getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';

import { BackToTop } from '@/components/layout/back-to-top';
import type { Edition } from '@/lib/conference/editions/public-queries';
import type { Locale } from '@/lib/i18n/routing';

import { ConferenceFooter } from './conference-footer';
import { ConferenceHeader, type ConferenceMenuItem } from './conference-header';

type ConferenceFrameProps = {
  locale: Locale;
  edition: Edition | null;
  /** Where the header's mark leads, and its menu. */
  home: string;
  menu: readonly ConferenceMenuItem[];
  hasRegister: boolean;
  /** Shown between the page and the footer (the current edition's sponsors). */
  beforeFooter?: ReactNode;
  children: ReactNode;
};

/** A conference page's frame: skip link, header and menu, the page, the footer, back to top. */
export async function ConferenceFrame({
  locale,
  edition,
  home,
  menu,
  hasRegister,
  beforeFooter,
  children,
}: ConferenceFrameProps) {
  const t = await getTranslations('layout');

  return (
    <div className="site">
      <a id="skip-link" href="#main-content" className="skip">
        {t('skipToContent')}
      </a>
      <ConferenceHeader locale={locale} year={edition?.year} home={home} menu={menu} hasRegister={hasRegister} />
      <main id="main-content" tabIndex={-1}>
        {children}
      </main>
      {beforeFooter}
      <ConferenceFooter locale={locale} edition={edition} />
      <BackToTop label={t('backToTop')} />
    </div>
  );
}
