import { getTranslations } from 'next-intl/server';

import { ClientMessages } from '@/components/i18n/client-messages';
import { countryOptions } from '@/lib/conference/countries';
import type { Edition } from '@/lib/conference/queries';
import type { Locale } from '@/lib/i18n/routing';

import { RegistrationForm } from '../(current)/register/_components/registration-form';

/**
 * The registration form for the current edition with its intro (seeds 2.2, 5), wherever it is offered: the
 * register page, and an archive's home toggle and registration page. Without a current edition, the notice.
 */
export async function RegistrationPanel({ edition, locale }: { edition: Edition | null; locale: Locale }) {
  const [t, conference] = await Promise.all([getTranslations('conference.register'), getTranslations('conference')]);
  if (!edition) return <p className="pg-intro">{conference('noEdition')}</p>;

  return (
    <>
      <p className="pg-intro">{t('intro')}</p>
      <ClientMessages paths={['conference.register', 'conference.noEdition', 'errors']}>
        {/* The names are the page language's; codes are what the form sends. */}
        <RegistrationForm countries={countryOptions(locale)} />
      </ClientMessages>
    </>
  );
}
