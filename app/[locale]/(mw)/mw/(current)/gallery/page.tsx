import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';

import { HashTabs } from '@/components/tabs/hash-tabs';
import { formatShortDay } from '@/lib/conference/dates';
import { GALLERY_PAGE_SIZE } from '@/lib/conference/gallery';
import { countGalleryImages, getCurrentEdition, listEditionDays, listGalleryImages } from '@/lib/conference/queries';
import { readLocale } from '@/lib/i18n/read-locale';
import { pageMetadata } from '@/lib/seo/metadata';

import { DayGallery } from './_components/day-gallery';

type Props = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await readLocale(params);
  const t = await getTranslations({ locale, namespace: 'conference.gallery' });

  return pageMetadata({ locale, path: '/mw/gallery', title: t('title'), description: t('description') });
}

/** The current edition's photos by agenda day (seeds 2.2), the first day chosen. */
export default async function ConferenceGalleryPage({ params }: Props) {
  const locale = await readLocale(params);
  setRequestLocale(locale);
  const [t, agenda, conference, edition] = await Promise.all([
    getTranslations('conference.gallery'),
    getTranslations('conference.agenda'),
    getTranslations('conference'),
    getCurrentEdition(locale),
  ]);
  const [days, totals] = edition ? await Promise.all([listEditionDays(edition.id), countGalleryImages(edition.id)]) : [[], new Map<number, number>()];
  const firstPages = await Promise.all(days.map((day) => listGalleryImages({ dayId: day.id, limit: GALLERY_PAGE_SIZE, offset: 0 })));
  const labels = {
    more: t('more'),
    loading: t('loading'),
    failed: t('failed'),
    open: t('open'),
    close: t('close'),
    previous: t('previous'),
    next: t('next'),
    photo: t('photo', { index: '{index}', total: '{total}' }),
  };

  return (
    <div className="pg">
      <h1 className="pg-title">{t('title')}</h1>
      {days.length > 0 ? (
        <div className="mt-6">
          <HashTabs
            label={agenda('days')}
            tabs={days.map((day, index) => ({
              id: String(day.day),
              label: agenda('day', { day: day.day, date: formatShortDay(locale, day.date) }),
              panel:
                (totals.get(day.id) ?? 0) === 0 ? (
                  <p className="sec-empty">{t('empty')}</p>
                ) : (
                  <DayGallery dayId={day.id} initial={firstPages[index] ?? []} total={totals.get(day.id) ?? 0} labels={labels} />
                ),
            }))}
          />
        </div>
      ) : (
        <p className="pg-intro">{edition ? t('empty') : conference('noEdition')}</p>
      )}
    </div>
  );
}
