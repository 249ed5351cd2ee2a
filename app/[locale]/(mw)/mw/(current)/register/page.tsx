import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations, setRequestLocale } from 'next-intl/server';

import { ClientMessages } from '@/components/i18n/client-messages';
import { countryOptions } from '@/lib/conference/countries';
import { getCurrentEdition } from '@/lib/conference/queries';
import { isLocale } from '@/lib/i18n/routing';
import { pageMetadata } from '@/lib/seo/metadata';

import { RegistrationForm } from './_components/registration-form';

type Props = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  if (!isLocale(locale)) notFound();
  const t = await getTranslations({ locale, namespace: 'conference.register' });

  return pageMetadata({ locale, path: '/mw/register', title: t('title'), description: t('description') });
}

/** Registration for the current edition (seeds 2.2, 5). */
export default async function ConferenceRegisterPage({ params }: Props) {
  const { locale } = await params;
  if (!isLocale(locale)) notFound();
  setRequestLocale(locale);
  const [t, conference, edition] = await Promise.all([getTranslations('conference.register'), getTranslations('conference'), getCurrentEdition(locale)]);

  return (
    <div className="pg">
      <h1 id="register-title" className="pg-title">
        {edition ? `${t('title')}: ${edition.name}` : t('title')}
      </h1>
      {edition ? (
        <>
          <p className="pg-intro">{t('intro')}</p>
          <ClientMessages paths={['conference.register', 'conference.noEdition', 'errors']}>
            {/* The names are the page language's; codes are what the form sends. */}
            <RegistrationForm countries={countryOptions(locale)} />
          </ClientMessages>
        </>
      ) : (
        <p className="pg-intro">{conference('noEdition')}</p>
      )}
    </div>
  );
}
