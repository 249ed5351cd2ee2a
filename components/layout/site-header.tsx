import { getTranslations } from 'next-intl/server';

import type { ReactNode } from 'react';

import { Link } from '@/components/i18n/link';
import type { Locale } from '@/lib/i18n/routing';

import { BrandLink } from './brand';
import { MailIcon } from './icons';
import { LanguageToggle } from './language-toggle';

/**
 * The association header (seeds 2.1): logo and name, sister sites, social icons, contact and the language
 * toggle. The sister sites and social icons come rendered: the layout gives the navbar and the footer the same
 * elements, which the page's inline payload then carries once.
 */
export async function SiteHeader({
  locale,
  social,
  sisterSites,
}: {
  locale: Locale;
  social: ReactNode;
  sisterSites: ReactNode;
}) {
  const [t, common] = await Promise.all([getTranslations('layout'), getTranslations('common')]);

  return (
    <header className="hd">
      <div className="hd-in">
        <BrandLink href="/mm" abbr={common('siteShortName')} name={common('siteName')} />
        <div className="hd-tools">
          {sisterSites}
          {social}
          <Link href="/mm/contact" aria-label={t('contactLink')} className="hd-icon">
            <MailIcon />
          </Link>
          <LanguageToggle
            locale={locale}
            labels={{ switch: t('language.switch'), switchLabel: t('language.switchLabel') }}
          />
        </div>
      </div>
    </header>
  );
}
