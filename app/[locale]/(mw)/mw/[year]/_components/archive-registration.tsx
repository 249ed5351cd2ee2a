import { getTranslations } from 'next-intl/server';

import { Link } from '@/components/i18n/link';
import { editionInDative } from '@/lib/conference/dative';
import { type Edition, getCurrentEdition } from '@/lib/conference/editions/public-queries';
import { registrationState } from '@/lib/conference/sign-up/window';
import type { Locale } from '@/lib/i18n/routing';

import { RegistrationPanel } from '../../_components/registration-panel';

/**
 * An archived edition's registration: its own state (closed, as every archive's is), and the way to the current
 * edition's form while that one takes registrations. The current form itself belongs to /mw/register only.
 */
export async function ArchiveRegistration({ edition, locale }: { edition: Edition; locale: Locale }) {
  const [t, current] = await Promise.all([getTranslations('conference.archive'), getCurrentEdition(locale)]);

  return (
    <>
      <RegistrationPanel edition={edition} locale={locale} />
      {current && registrationState(current) === 'open' ? (
        <p className="mt-4">
          <Link href="/mw/register" className="mw-register">
            {t('registerCurrent', { edition: editionInDative(locale, current.name) })}
          </Link>
        </p>
      ) : null}
    </>
  );
}
