import { getTranslations } from 'next-intl/server';

import { phoneHref, whatsappHref } from '@/lib/settings/contact-links';
import { getSiteSettings } from '@/lib/settings/queries';

import { BackToTop } from './back-to-top';
import { PhoneIcon } from './icons';
import { SocialIcon } from './social-icon';

const BUTTON =
  'inline-flex size-11 items-center justify-center rounded-full text-white shadow-lg focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ink';

/** The phone and WhatsApp side bar (the office's main phone from the site settings), with the back-to-top button below it. */
export async function QuickContact() {
  const [t, settings] = await Promise.all([getTranslations('layout'), getSiteSettings()]);
  const phone = settings?.phone;

  return (
    <aside aria-label={t('quickContact.label')}>
      {phone ? (
        <ul className="fixed right-4 bottom-18 z-30 flex flex-col gap-2">
          <li>
            <a href={phoneHref(phone)} aria-label={t('quickContact.call', { phone })} className={`${BUTTON} bg-brand hover:bg-brand-dark`}>
              <PhoneIcon />
            </a>
          </li>
          <li>
            <a
              href={whatsappHref(phone)}
              target="_blank"
              rel="noopener noreferrer"
              aria-label={t('quickContact.whatsapp', { phone })}
              className={`${BUTTON} bg-[#128c3e] hover:bg-[#0c6b2f]`}
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
