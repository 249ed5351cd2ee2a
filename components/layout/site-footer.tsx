import Image from 'next/image';
import { getLocale, getTranslations } from 'next-intl/server';

import type { NavLink } from '@/lib/content/navigation';
import type { SocialLink } from '@/lib/content/queries';
import { Link } from '@/lib/i18n/navigation';
import { isLocale } from '@/lib/i18n/routing';
import { contactEmails, contactPhones, localizedAddress, mailtoHref, phoneHref } from '@/lib/settings/contact-links';
import { getSiteSettings } from '@/lib/settings/queries';

import { ClockIcon, MailIcon, MapPinIcon, PhoneIcon } from './icons';
import { SocialLinks } from './social-links';

/** Contact details, quick links, social links and the copyright line. */
export async function SiteFooter({
  socialLinks,
  quickLinks,
}: {
  socialLinks: readonly SocialLink[];
  quickLinks: readonly NavLink[];
}) {
  const [t, common, settings, locale] = await Promise.all([
    getTranslations('layout.footer'),
    getTranslations('common'),
    getSiteSettings(),
    getLocale(),
  ]);
  const year = String(new Date().getFullYear());

  return (
    <footer className="bg-ink text-sm text-gray-300">
      <div className="mx-auto grid max-w-7xl gap-8 px-4 py-10 sm:grid-cols-2 lg:grid-cols-4">
        <div>
          <div className="mb-3 flex items-center gap-3">
            <Image src="/images/logo.svg" alt="" width={48} height={48} unoptimized className="size-12" />
            <p className="font-bold leading-tight text-white">{common('siteName')}</p>
          </div>
          <p className="leading-relaxed">{t('about')}</p>
        </div>
        <div>
          <h2 className="footer-heading">{t('contactTitle')}</h2>
          <dl className="space-y-3">
            {settings && isLocale(locale) ? (
              <>
                <div className="flex gap-2">
                  <dt>
                    <MapPinIcon className="size-5 text-accent" />
                    <span className="sr-only">{t('addressLabel')}</span>
                  </dt>
                  <dd data-testid="footer-address">{localizedAddress(settings, locale)}</dd>
                </div>
                <div className="flex flex-wrap gap-x-2 gap-y-1">
                  <dt>
                    <PhoneIcon className="size-5 text-accent" />
                    <span className="sr-only">{t('phoneLabel')}</span>
                  </dt>
                  {contactPhones(settings).map((phone) => (
                    <dd key={phone}>
                      <a href={phoneHref(phone)} className="footer-link">
                        {phone}
                      </a>
                    </dd>
                  ))}
                </div>
                <div className="flex flex-wrap gap-x-2 gap-y-1">
                  <dt>
                    <MailIcon className="size-5 text-accent" />
                    <span className="sr-only">{t('emailLabel')}</span>
                  </dt>
                  {contactEmails(settings).map((email) => (
                    <dd key={email}>
                      <a href={mailtoHref(email)} className="footer-link">
                        {email}
                      </a>
                    </dd>
                  ))}
                </div>
              </>
            ) : null}
            <div className="flex gap-2">
              <dt>
                <ClockIcon className="size-5 text-accent" />
                <span className="sr-only">{t('hoursLabel')}</span>
              </dt>
              <dd>{t('hours')}</dd>
            </div>
          </dl>
        </div>
        <div>
          <h2 className="footer-heading">{t('linksTitle')}</h2>
          <ul className="grid grid-cols-2 gap-x-4 gap-y-2 sm:grid-cols-1">
            {quickLinks.map((link) => (
              <li key={link.id}>
                <Link href={link.href} className="footer-link">
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </div>
        <div>
          <h2 className="footer-heading">{t('socialTitle')}</h2>
          <SocialLinks
            links={socialLinks}
            className="flex-wrap"
            linkClassName="bg-white/10 text-white hover:bg-brand"
          />
        </div>
      </div>
      <div className="border-t border-white/10">
        <p className="mx-auto max-w-7xl px-4 pt-4 pb-18 text-center text-xs text-gray-300 sm:pb-4">
          {t('copyright', { year })}
        </p>
      </div>
    </footer>
  );
}
