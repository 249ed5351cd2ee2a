import { getTranslations } from 'next-intl/server';

import { Link } from '@/components/i18n/link';
import { BrandLink } from '@/components/layout/brand';
import { PhoneIcon } from '@/components/layout/icons';
import { LanguageToggle } from '@/components/layout/language-toggle';
import type { Locale } from '@/lib/i18n/routing';
import { phoneHref } from '@/lib/settings/contact-links';
import { getSiteSettings } from '@/lib/settings/queries';

import { HeaderShrink } from './header-shrink';

const HEADER_ID = 'yp-header';

/** Seeds 2.1: the directory header, with a link to the association's site, the contact page and its phone. */
export async function DirectoryHeader({ locale }: { locale: Locale }) {
  const [t, layout, settings] = await Promise.all([
    getTranslations('directory'),
    getTranslations('layout'),
    getSiteSettings(),
  ]);
  const phone = settings?.phone;

  return (
    <header id={HEADER_ID} className="hd yp-hd">
      <div className="hd-in">
        <BrandLink href="/yellow-page" name={t('siteName')} />
        <nav aria-label={t('header.nav')} className="yp-nav">
          <Link href="/mm">{t('header.association')}</Link>
          <Link href="/yellow-page/contact">{t('header.contact')}</Link>
          {phone ? (
            <a href={phoneHref(phone)} aria-label={t('header.call', { phone })} className="yp-phone">
              <PhoneIcon />
              <span>{phone}</span>
            </a>
          ) : null}
        </nav>
        <LanguageToggle
          locale={locale}
          labels={{ switch: layout('language.switch'), switchLabel: layout('language.switchLabel') }}
        />
      </div>
      <HeaderShrink targetId={HEADER_ID} />
    </header>
  );
}
