import { getTranslations } from 'next-intl/server';

import { HashTabs } from '@/components/tabs/hash-tabs';
import { formatShortDay } from '@/lib/conference/dates';
import { GALLERY_PAGE_SIZE } from '@/lib/conference/gallery';
import { countGalleryImages, listGalleryImages } from '@/lib/conference/programme/gallery/public-queries';
import type { Edition } from '@/lib/conference/editions/public-queries';
import { listEditionDays } from '@/lib/conference/programme/event-days/queries';
import type { Locale } from '@/lib/i18n/routing';

import { DayGallery } from './day-gallery';

/**
 * An edition's photos by agenda day (seeds 2.2), the first day chosen. An edition without any photo (the coming
 * one, before its days) shows no empty day tabs but one sentence saying when they come.
 */
export async function EditionGallery({ edition, locale }: { edition: Edition; locale: Locale }) {
  const [t, agenda, days, totals] = await Promise.all([
    getTranslations('conference.gallery'),
    getTranslations('conference.agenda'),
    listEditionDays(edition.id),
    countGalleryImages(edition.id),
  ]);
  const photoCount = [...totals.values()].reduce((sum, total) => sum + total, 0);
  if (photoCount === 0) return <p className="pg-intro">{edition.isCurrent ? t('none') : t('noneArchived')}</p>;

  const firstPages = await Promise.all(
    days.map((day) => listGalleryImages({ dayId: day.id, limit: GALLERY_PAGE_SIZE, offset: 0 })),
  );
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
              <DayGallery
                dayId={day.id}
                initial={firstPages[index] ?? []}
                total={totals.get(day.id) ?? 0}
                labels={labels}
              />
            ),
        }))}
      />
    </div>
  );
}
