import { getLocale, getTranslations } from 'next-intl/server';

import { Link } from '@/components/i18n/link';
import type { NavLink } from '@/lib/content/navigation';
import { isLocale } from '@/lib/i18n/routing';
import { contactEmails, contactPhones, localizedAddress, mailtoHref, phoneHref } from '@/lib/settings/contact-links';
import { getSiteSettings } from '@/lib/settings/queries';
import type { ReactNode } from 'react';

import { FooterBrand } from './brand';
import { ClockIcon, MailIcon, MapPinIcon, PhoneIcon } from './icons';

/** Contact details, quick links, the social links (rendered by the layout, as in the header) and the copyright line. */
export async function SiteFooter({ social, quickLinks }: { social: ReactNode; quickLinks: readonly NavLink[] }) {
  const [t, common, settings, locale] = await Promise.all([
    getTranslations('layout.footer'),
    getTranslations('common'),
    getSiteSettings(),
    getLocale(),
  ]);
  const year = String(new Date().getFullYear());

  return (
    <footer className="ft">
      <div className="ft-grid">
        <div>
          <FooterBrand name={common('siteName')} />
          <p className="leading-relaxed">{t('about')}</p>
        </div>
        <div>
          <h2>{t('contactTitle')}</h2>
          <dl className="ft-dl">
            {settings && isLocale(locale) ? (
              <>
                <div>
                  <dt>
                    <MapPinIcon />
                    <span className="sr-only">{t('addressLabel')}</span>
                  </dt>
                  <dd data-testid="footer-address">{localizedAddress(settings, locale)}</dd>
                </div>
                <div className="ft-wrap">
                  <dt>
                    <PhoneIcon />
                    <span className="sr-only">{t('phoneLabel')}</span>
                  </dt>
                  {contactPhones(settings).map((phone) => (
                    <dd key={phone}>
                      <a href={phoneHref(phone)}>{phone}</a>
                    </dd>
                  ))}
                </div>
                <div className="ft-wrap">
                  <dt>
                    <MailIcon />
                    <span className="sr-only">{t('emailLabel')}</span>
                  </dt>
                  {contactEmails(settings).map((email) => (
                    <dd key={email}>
                      <a href={mailtoHref(email)}>{email}</a>
                    </dd>
                  ))}
                </div>
              </>
            ) : null}
            <div>
              <dt>
                <ClockIcon />
                <span className="sr-only">{t('hoursLabel')}</span>
              </dt>
              <dd>{t('hours')}</dd>
            </div>
          </dl>
        </div>
        <div>
          <h2>{t('linksTitle')}</h2>
          <ul className="ft-links">
            {quickLinks.map((link) => (
              <li key={link.id}>
                <Link href={link.href}>{link.label}</Link>
              </li>
            ))}
          </ul>
        </div>
        {social && (
          <div>
            <h2>{t('socialTitle')}</h2>
            {social}
          </div>
        )}
      </div>
      <div className="ft-bar">
        <p>{t('copyright', { year })}</p>
      </div>
    </footer>
  );
}
