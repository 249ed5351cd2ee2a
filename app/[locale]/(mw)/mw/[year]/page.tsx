import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations, setRequestLocale } from 'next-intl/server';

import { editionYear } from '@/lib/conference/archive';
import { getArchivedEdition, listAgenda } from '@/lib/conference/queries';
import { isLocale } from '@/lib/i18n/routing';
import { pageMetadata } from '@/lib/seo/metadata';

import { DayProgramme } from '../_components/day-programme';
import { EditionFigures } from '../_components/edition-figures';
import { OrganiserLogos } from '../_components/organiser-logos';
import { VideoBanner } from '../_components/video-banner';

type Props = { params: Promise<{ locale: string; year: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale, year: segment } = await params;
  const year = editionYear(segment);
  if (!isLocale(locale) || year === null) notFound();
  const [t, edition] = await Promise.all([getTranslations({ locale, namespace: 'conference' }), getArchivedEdition(year, locale)]);
  if (!edition) notFound();

  return pageMetadata({ locale, path: `/mw/${year}`, title: edition.name, description: t('archive.description', { year }) });
}

/** An archived edition's home: its name, days and venue, figures, what it was about, its programme, organisers. */
export default async function ArchivedEditionPage({ params }: Props) {
  const { locale, year: segment } = await params;
  const year = editionYear(segment);
  if (!isLocale(locale) || year === null) notFound();
  setRequestLocale(locale);
  const [t, edition] = await Promise.all([getTranslations('conference'), getArchivedEdition(year, locale)]);
  if (!edition) notFound();
  const days = await listAgenda(edition.id, locale);

  return (
    <>
      <VideoBanner locale={locale} edition={edition} />
      <EditionFigures figures={edition.figures} />
      {edition.about ? (
        <section aria-labelledby="about-title" className="sec">
          <h2 id="about-title" className="sec-title">
            {t('about.title')}
          </h2>
          <div className="rich-text" dangerouslySetInnerHTML={{ __html: edition.about }} />
        </section>
      ) : null}
      {days.length > 0 ? (
        <section aria-labelledby="programme-title" className="sec">
          <h2 id="programme-title" className="sec-title">
            {t('agenda.title')}
          </h2>
          {days.map((day) => (
            <section key={day.id} aria-label={t('agenda.programme', { day: day.day })} className="mt-6">
              <h3 className="mb-2 font-semibold">{t('agenda.programme', { day: day.day })}</h3>
              <DayProgramme day={day} locale={locale} />
            </section>
          ))}
        </section>
      ) : null}
      <OrganiserLogos eventId={edition.id} />
    </>
  );
}
