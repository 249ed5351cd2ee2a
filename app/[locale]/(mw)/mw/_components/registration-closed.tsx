import { getTranslations } from 'next-intl/server';

import { formatEditionDates } from '@/lib/conference/dates';
import type { Edition } from '@/lib/conference/editions/public-queries';
import type { Locale } from '@/lib/i18n/routing';

/** Where an edition takes no more registrations: a notice that says so and when it took place, instead of the form. */
export async function RegistrationClosed({ edition, locale }: { edition: Edition; locale: Locale }) {
  const t = await getTranslations('conference.register');

  return (
    <div className="reg-closed">
      <h2>{t('closedTitle')}</h2>
      <p>
        {t('closedText', {
          edition: edition.name,
          dates: formatEditionDates(locale, edition.startsOn, edition.endsOn),
        })}
      </p>
    </div>
  );
}
