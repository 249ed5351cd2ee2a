import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';

import { getCurrentEdition } from '@/lib/conference/editions/public-queries';
import { readLocale } from '@/lib/i18n/read-locale';
import { pageMetadata } from '@/lib/seo/metadata';

import { RegistrationPanel } from '../../_components/registration-panel';

type Props = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await readLocale(params);
  const t = await getTranslations({ locale, namespace: 'conference.register' });

  return pageMetadata({ locale, path: '/mw/register', title: t('title'), description: t('description') });
}

/** Registration for the current edition (seeds 2.2, 5). */
export default async function ConferenceRegisterPage({ params }: Props) {
  const locale = await readLocale(params);
  setRequestLocale(locale);
  const [t, edition] = await Promise.all([getTranslations('conference.register'), getCurrentEdition(locale)]);

  return (
    <div className="pg">
      <h1 id="register-title" className="pg-title">
        {edition ? `${t('title')}: ${edition.name}` : t('title')}
      </h1>
      <RegistrationPanel edition={edition} locale={locale} />
    </div>
  );
}
