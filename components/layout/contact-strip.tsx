import { getLocale, getTranslations } from 'next-intl/server';

import { isLocale } from '@/lib/i18n/routing';
import { localizedAddress, mailtoHref, phoneHref } from '@/lib/settings/contact-links';
import { getSiteSettings } from '@/lib/settings/queries';

import { MailIcon, MapPinIcon, PhoneIcon } from './icons';

/** The thin bar above the header with the office's address, phone and e-mail (site settings). */
export async function ContactStrip() {
  const [settings, t, locale] = await Promise.all([getSiteSettings(), getTranslations('layout'), getLocale()]);
  if (!settings || !isLocale(locale)) return null;

  return (
    <div className="strip">
      <div className="strip-in">
        <p className="strip-addr" data-testid="header-address">
          <MapPinIcon className="i4" />
          <span className="sr-only">{t('footer.addressLabel')}</span>
          <span className="truncate">{localizedAddress(settings, locale)}</span>
        </p>
        <ul aria-label={t('contactBar')} className="strip-list">
          <li>
            <a href={phoneHref(settings.phone)}>
              <PhoneIcon className="i4" />
              <span className="sr-only">{t('footer.phoneLabel')}</span>
              {settings.phone}
            </a>
          </li>
          <li className="hidden md:block">
            <a href={mailtoHref(settings.email)}>
              <MailIcon className="i4" />
              <span className="sr-only">{t('footer.emailLabel')}</span>
              {settings.email}
            </a>
          </li>
        </ul>
      </div>
    </div>
  );
}
