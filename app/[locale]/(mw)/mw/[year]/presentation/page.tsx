import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';

import { loadArchivedEdition } from '@/lib/conference/archive/load-edition';
import { listPresentationDays } from '@/lib/conference/schedule/public-queries';
import { listPresenters } from '@/lib/conference/programme/presenters/public-queries';
import { pageMetadata } from '@/lib/seo/metadata';

import { KeySpeakers } from '../../_components/key-speakers';
import { hasPresentations, PresentationDays } from '../../_components/presentation-days';
import { MaintenanceNotice } from '../_components/maintenance-notice';

type Props = { params: Promise<{ locale: string; year: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale, edition } = await loadArchivedEdition(params);
  const [t, days] = await Promise.all([
    getTranslations({ locale, namespace: 'conference.presentation' }),
    listPresentationDays(edition.id, locale),
  ]);

  return pageMetadata({
    locale,
    path: `/mw/${edition.year}/presentation`,
    title: `${t('title')} · ${edition.name}`,
    description: t('description'),
    isIndexable: hasPresentations(days),
  });
}

/** An archived edition's presentations: the maintenance notice while it has none (seeds 2.2), else as this year's. */
export default async function ArchivePresentationPage({ params }: Props) {
  const { locale, edition } = await loadArchivedEdition(params);
  setRequestLocale(locale);
  const [t, days, presenters] = await Promise.all([
    getTranslations('conference.presentation'),
    listPresentationDays(edition.id, locale),
    listPresenters(edition.id, locale),
  ]);

  return (
    <div className="pg">
      <h1 className="pg-title">{`${t('title')} · ${edition.year}`}</h1>
      {hasPresentations(days) ? (
        <>
          <div className="mt-6">
            <PresentationDays days={days} locale={locale} />
          </div>
          <KeySpeakers presenters={presenters} />
        </>
      ) : (
        <MaintenanceNotice />
      )}
    </div>
  );
}
