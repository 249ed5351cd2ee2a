import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';

import { formatEditionDates } from '@/lib/conference/dates';
import { getCurrentEdition } from '@/lib/conference/editions/public-queries';
import { listPresentationDays } from '@/lib/conference/schedule/public-queries';
import { listPresenters } from '@/lib/conference/programme/presenters/public-queries';
import { readLocale } from '@/lib/i18n/read-locale';
import { pageMetadata } from '@/lib/seo/metadata';

import { KeySpeakers } from '../../_components/key-speakers';
import { PresentationDays } from '../../_components/presentation-days';

type Props = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await readLocale(params);
  const t = await getTranslations({ locale, namespace: 'conference.presentation' });

  return pageMetadata({ locale, path: '/mw/presentation', title: t('title'), description: t('description') });
}

/** The current edition's presentations (seeds 2.2): a tab per day, hall tabs within it, and the key speakers. */
export default async function ConferencePresentationPage({ params }: Props) {
  const locale = await readLocale(params);
  setRequestLocale(locale);
  const [t, conference, edition] = await Promise.all([
    getTranslations('conference.presentation'),
    getTranslations('conference'),
    getCurrentEdition(locale),
  ]);
  const [days, presenters] = edition
    ? await Promise.all([listPresentationDays(edition.id, locale), listPresenters(edition.id, locale)])
    : [[], []];

  return (
    <div className="pg">
      <h1 className="pg-title">{t('title')}</h1>
      <p className="pg-intro">
        {edition
          ? `${formatEditionDates(locale, edition.startsOn, edition.endsOn)} · ${edition.venue}`
          : conference('noEdition')}
      </p>
      {days.length > 0 ? (
        <div className="mt-6">
          <PresentationDays days={days} locale={locale} />
        </div>
      ) : null}
      <KeySpeakers presenters={presenters} />
    </div>
  );
}
