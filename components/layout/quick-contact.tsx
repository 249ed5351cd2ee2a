import { getTranslations } from 'next-intl/server';

import { phoneHref, whatsappHref } from '@/lib/settings/contact-links';
import { getSiteSettings } from '@/lib/settings/queries';

import { BackToTop } from './back-to-top';
import { PhoneIcon } from './icons';
import { SocialIcon } from './social-icon';

/** The phone and WhatsApp side bar (the office's main phone from the site settings), with the back-to-top button below it. */
export async function QuickContact() {
  const [t, settings] = await Promise.all([getTranslations('layout'), getSiteSettings()]);
  const phone = settings?.phone;

  return (
    <aside aria-label={t('quickContact.label')}>
      {phone ? (
        <ul className="qc">
          <li>
            <a href={phoneHref(phone)} aria-label={t('quickContact.call', { phone })} className="qc-call">
              <PhoneIcon />
            </a>
          </li>
          <li>
            <a
              href={whatsappHref(phone)}
              target="_blank"
              rel="noopener noreferrer"
              aria-label={t('quickContact.whatsapp', { phone })}
              className="qc-whatsapp"
            >
              <SocialIcon name="whatsapp" />
            </a>
          </li>
        </ul>
      ) : null}
      <BackToTop label={t('backToTop')} />
    </aside>
  );
}
