import { getTranslations } from 'next-intl/server';

import { Link } from '@/components/i18n/link';
import { FooterBrand } from '@/components/layout/brand';
import { ClockIcon, MailIcon, MapPinIcon, PhoneIcon } from '@/components/layout/icons';
import type { Locale } from '@/lib/i18n/routing';
import { contactEmails, contactPhones, localizedAddress, mailtoHref, phoneHref } from '@/lib/settings/contact-links';
import { getSiteSettings } from '@/lib/settings/queries';

/** The directory's footer: what it is, the association's contacts (site settings), its links, the copyright line. */
export async function DirectoryFooter({ locale }: { locale: Locale }) {
  const [t, footer, common, settings] = await Promise.all([
    getTranslations('directory'),
    getTranslations('layout.footer'),
    getTranslations('common'),
    getSiteSettings(),
  ]);
  const links = [
    { href: '/yellow-page', label: t('footer.home') },
    { href: '/yellow-page/register', label: t('footer.register') },
    { href: '/yellow-page/contact', label: t('header.contact') },
    { href: '/mm', label: common('siteName') },
  ];

  return (
    <footer className="ft">
      <div className="ft-grid">
        <div>
          <FooterBrand name={t('siteName')} />
          <p>{t('footer.about')}</p>
        </div>
        <div>
          <h2>{footer('contactTitle')}</h2>
          <dl className="ft-dl">
            {settings ? (
              <>
                <div>
                  <dt>
                    <MapPinIcon />
                    <span className="sr-only">{footer('addressLabel')}</span>
                  </dt>
                  <dd>{localizedAddress(settings, locale)}</dd>
                </div>
                <div className="ft-wrap">
                  <dt>
                    <PhoneIcon />
                    <span className="sr-only">{footer('phoneLabel')}</span>
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
                    <span className="sr-only">{footer('emailLabel')}</span>
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
                <span className="sr-only">{footer('hoursLabel')}</span>
              </dt>
              <dd>{footer('hours')}</dd>
            </div>
          </dl>
        </div>
        <div>
          <h2>{footer('linksTitle')}</h2>
          <ul className="ft-links">
            {links.map((link) => (
              <li key={link.href}>
                <Link href={link.href}>{link.label}</Link>
              </li>
            ))}
          </ul>
        </div>
      </div>
      <div className="ft-bar">
        <p>{footer('copyright', { year: String(new Date().getFullYear()) })}</p>
      </div>
    </footer>
  );
}
