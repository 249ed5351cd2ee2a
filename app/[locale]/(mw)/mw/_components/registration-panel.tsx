import { getTranslations } from 'next-intl/server';

import { RegistrationForm } from '@/components/conference/registration-form';
import { ClientMessages } from '@/components/i18n/client-messages';
import { countryOptions } from '@/lib/conference/countries';
import type { Edition } from '@/lib/conference/editions/public-queries';
import { registrationState } from '@/lib/conference/sign-up/window';
import type { Locale } from '@/lib/i18n/routing';

import { RegistrationClosed } from './registration-closed';

/**
 * An edition's registration (seeds 2.2, 5), wherever it is offered: the form with its intro while the edition takes
 * registrations, the closed notice once it has ended or when it is an archive's, the notice without an edition.
 */
export async function RegistrationPanel({ edition, locale }: { edition: Edition | null; locale: Locale }) {
  const [t, conference] = await Promise.all([getTranslations('conference.register'), getTranslations('conference')]);
  if (!edition) return <p className="pg-intro">{conference('noEdition')}</p>;
  if (registrationState(edition) === 'closed') return <RegistrationClosed edition={edition} locale={locale} />;

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
