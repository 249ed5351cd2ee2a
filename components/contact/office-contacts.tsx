import { getTranslations } from 'next-intl/server';

import { ContactDetail } from '@/components/contact/contact-detail';
import { ClockIcon, MailIcon, MapPinIcon, PhoneIcon } from '@/components/layout/icons';
import type { Locale } from '@/lib/i18n/routing';
import { contactEmails, contactPhones, localizedAddress, mailtoHref, phoneHref } from '@/lib/settings/contact-links';
import type { SiteSettings } from '@/lib/settings/queries';
import { OFFICE_HOURS } from '@/lib/static-pages/contact';

/**
 * The association office's contact details (site settings) as an address block with call and mail links and the
 * opening hours (`ct-card` in globals.css), on the association's and the directory's contact pages.
 */
export async function OfficeContacts({
  settings,
  locale,
  title,
}: {
  settings: SiteSettings | null;
  locale: Locale;
  title: string;
}) {
  const t = await getTranslations('pages.contact');

  return (
    <section aria-labelledby="office-title" className="ct-card">
      <h2 id="office-title">{title}</h2>
      <address>
        <dl>
          {settings ? (
            <>
              <ContactDetail icon={<MapPinIcon />} label={t('addressLabel')}>
                <dd>{localizedAddress(settings, locale)}</dd>
              </ContactDetail>
              <ContactDetail icon={<PhoneIcon />} label={t('phoneLabel')}>
                {contactPhones(settings).map((phone) => (
                  <dd key={phone}>
                    <a href={phoneHref(phone)}>{phone}</a>
                  </dd>
                ))}
              </ContactDetail>
              <ContactDetail icon={<MailIcon />} label={t('emailLabel')}>
                {contactEmails(settings).map((email) => (
                  <dd key={email}>
                    <a href={mailtoHref(email)}>{email}</a>
                  </dd>
                ))}
              </ContactDetail>
            </>
          ) : null}
          <ContactDetail icon={<ClockIcon />} label={t('hoursLabel')}>
            <dd>
              {t('hoursDays')} <time dateTime={OFFICE_HOURS.opens}>{OFFICE_HOURS.opens}</time> –{' '}
              <time dateTime={OFFICE_HOURS.closes}>{OFFICE_HOURS.closes}</time>
              <br />
              <small>{t('hoursClosed')}</small>
            </dd>
          </ContactDetail>
        </dl>
      </address>
    </section>
  );
}
