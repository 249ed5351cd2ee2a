import { getLocale, getTranslations } from 'next-intl/server';

import { isLocale } from '@/lib/i18n/routing';
import { localizedAddress, mailtoHref, phoneHref } from '@/lib/settings/contact-links';
import { getSiteSettings } from '@/lib/settings/queries';

import { MailIcon, MapPinIcon, PhoneIcon } from './icons';

const LINK = 'inline-flex items-center gap-1.5 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white';

/** The thin bar above the header with the office's address, phone and e-mail (site settings). */
export async function ContactStrip() {
  const [settings, t, locale] = await Promise.all([getSiteSettings(), getTranslations('layout'), getLocale()]);
  if (!settings || !isLocale(locale)) return null;

  return (
    <div className="bg-brand-dark text-xs text-white">
      <div className="mx-auto flex max-w-7xl items-center justify-end gap-x-5 px-4 py-1.5 sm:justify-between">
        <p className="hidden min-w-0 items-center gap-1.5 truncate sm:flex" data-testid="header-address">
          <MapPinIcon className="size-4 shrink-0" />
          <span className="sr-only">{t('footer.addressLabel')}</span>
          <span className="truncate">{localizedAddress(settings, locale)}</span>
        </p>
        <ul aria-label={t('contactBar')} className="flex shrink-0 items-center gap-x-5">
          <li>
            <a href={phoneHref(settings.phone)} className={LINK}>
              <PhoneIcon className="size-4" />
              <span className="sr-only">{t('footer.phoneLabel')}</span>
              {settings.phone}
            </a>
          </li>
          <li className="hidden md:block">
            <a href={mailtoHref(settings.email)} className={LINK}>
              <MailIcon className="size-4" />
              <span className="sr-only">{t('footer.emailLabel')}</span>
              {settings.email}
            </a>
          </li>
        </ul>
      </div>
    </div>
  );
}
