import { getTranslations } from 'next-intl/server';

import { ContactDetail } from '@/components/contact/contact-detail';
import { ClockIcon, MailIcon, MapPinIcon, PhoneIcon } from '@/components/layout/icons';
import type { Locale } from '@/lib/i18n/routing';
import { contactEmails, contactPhones, localizedAddress, mailtoHref, phoneHref } from '@/lib/settings/contact-links';
import type { SiteSettings } from '@/lib/settings/queries';
import { OFFICE_HOURS } from '@/lib/static-pages/contact';

/** The association's office card (`ct-card` in globals.css): phones, e-mails, address and opening hours. */
export async function OfficeCard({ settings, locale }: { settings: SiteSettings | null; locale: Locale }) {
  const t = await getTranslations('directory.contact');

  return (
    <section aria-labelledby="office-title" className="ct-card">
      <h2 id="office-title">{t('office')}</h2>
      <address>
        <dl>
          {settings ? (
            <>
              <ContactDetail icon={<PhoneIcon />} label={t('phone')}>
                {contactPhones(settings).map((phone) => (
                  <dd key={phone}>
                    <a href={phoneHref(phone)}>{phone}</a>
                  </dd>
                ))}
              </ContactDetail>
              <ContactDetail icon={<MailIcon />} label={t('email')}>
                {contactEmails(settings).map((email) => (
                  <dd key={email}>
                    <a href={mailtoHref(email)}>{email}</a>
                  </dd>
                ))}
              </ContactDetail>
              <ContactDetail icon={<MapPinIcon />} label={t('address')}>
                <dd>{localizedAddress(settings, locale)}</dd>
              </ContactDetail>
            </>
          ) : null}
          <ContactDetail icon={<ClockIcon />} label={t('hours')}>
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
