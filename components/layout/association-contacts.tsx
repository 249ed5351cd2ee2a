import { getTranslations } from 'next-intl/server';

import type { Locale } from '@/lib/i18n/routing';
import { contactEmails, contactPhones, localizedAddress, mailtoHref, phoneHref } from '@/lib/settings/contact-links';
import { getSiteSettings } from '@/lib/settings/queries';

import { ClockIcon, MailIcon, MapPinIcon, PhoneIcon } from './icons';

/** The association's address, phones, e-mails (site settings) and opening hours, as the footers list them. */
export async function AssociationContacts({ locale }: { locale: Locale }) {
  const [t, settings] = await Promise.all([getTranslations('layout.footer'), getSiteSettings()]);

  return (
    <dl className="ft-dl">
      {settings ? (
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
  );
}
