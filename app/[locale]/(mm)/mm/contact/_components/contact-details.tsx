import { getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';

import { ClockIcon, MailIcon, MapPinIcon, PhoneIcon } from '@/components/layout/icons';
import type { Locale } from '@/lib/i18n/routing';
import { contactEmails, contactPhones, localizedAddress, mailtoHref, phoneHref } from '@/lib/settings/contact-links';
import type { SiteSettings } from '@/lib/settings/queries';
import { OFFICE_HOURS } from '@/lib/static-pages/contact';

// wrap-anywhere: a long address must wrap inside the card on a phone instead of widening the page.
const LINK = 'wrap-anywhere font-semibold text-brand-dark underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand';

function Detail({ icon, label, children }: { icon: ReactNode; label: string; children: ReactNode }) {
  return (
    <div className="relative min-h-10 pl-14">
      <dt className="text-sm font-semibold tracking-wide text-muted uppercase">
        <span className="absolute top-0 left-0 flex size-10 items-center justify-center rounded-full bg-brand-light text-brand-dark">{icon}</span>
        {label}
      </dt>
      {children}
    </div>
  );
}

/** The office's contact details (site settings) as an address block with call and mail links. */
export async function ContactDetails({ settings, locale }: { settings: SiteSettings | null; locale: Locale }) {
  const t = await getTranslations('pages.contact');

  return (
    <section aria-labelledby="office-title" className="rounded-lg border border-gray-200 bg-white p-6 shadow-sm">
      <h2 id="office-title" className="text-xl font-bold text-ink">
        {t('detailsTitle')}
      </h2>
      <address className="mt-6 not-italic">
        <dl className="space-y-5">
          {settings ? (
            <>
              <Detail icon={<MapPinIcon />} label={t('addressLabel')}>
                <dd className="mt-1 text-ink">{localizedAddress(settings, locale)}</dd>
              </Detail>
              <Detail icon={<PhoneIcon />} label={t('phoneLabel')}>
                {contactPhones(settings).map((phone) => (
                  <dd key={phone} className="mt-1 text-ink">
                    <a href={phoneHref(phone)} className={LINK}>
                      {phone}
                    </a>
                  </dd>
                ))}
              </Detail>
              <Detail icon={<MailIcon />} label={t('emailLabel')}>
                {contactEmails(settings).map((email) => (
                  <dd key={email} className="mt-1 text-ink">
                    <a href={mailtoHref(email)} className={LINK}>
                      {email}
                    </a>
                  </dd>
                ))}
              </Detail>
            </>
          ) : null}
          <Detail icon={<ClockIcon />} label={t('hoursLabel')}>
            <dd className="mt-1 text-ink">
              {t('hoursDays')} <time dateTime={OFFICE_HOURS.opens}>{OFFICE_HOURS.opens}</time> –{' '}
              <time dateTime={OFFICE_HOURS.closes}>{OFFICE_HOURS.closes}</time>
              <br />
              <span className="text-sm text-muted">{t('hoursClosed')}</span>
            </dd>
          </Detail>
        </dl>
      </address>
    </section>
  );
}
