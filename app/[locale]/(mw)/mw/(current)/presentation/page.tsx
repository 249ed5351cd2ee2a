import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations, setRequestLocale } from 'next-intl/server';

import { ResponsiveImage } from '@/components/media/responsive-image';
import { HashTabs } from '@/components/tabs/hash-tabs';
import { StateTabs } from '@/components/tabs/state-tabs';
import { formatEditionDates, formatShortDay } from '@/lib/conference/dates';
import { getCurrentEdition, listPresentationDays, listPresenters, type PresentationDay } from '@/lib/conference/queries';
import { isLocale } from '@/lib/i18n/routing';
import { pageMetadata } from '@/lib/seo/metadata';

type Props = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  if (!isLocale(locale)) notFound();
  const t = await getTranslations({ locale, namespace: 'conference.presentation' });

  return pageMetadata({ locale, path: '/mw/presentation', title: t('title'), description: t('description') });
}

/** A day's halls as tabs, the first chosen; each hall's presentations embedded, or the seeds' empty text. */
async function DayHalls({ day }: { day: PresentationDay }) {
  const t = await getTranslations('conference.presentation');

  return (
    <StateTabs
      label={t('halls', { day: day.day })}
      tabs={day.halls.map((hall) => ({
        id: `${day.day}-${hall.id}`,
        label: hall.name,
        panel:
          hall.presentations.length === 0 ? (
            <p className="sec-empty">{t('empty')}</p>
          ) : (
            <ul className="mw-talks">
              {hall.presentations.map((presentation) => (
                <li key={presentation.id}>
                  <h3>{presentation.name}</h3>
                  <iframe src={presentation.document} title={presentation.name} loading="lazy" />
                  <a href={presentation.document} target="_blank" rel="noopener noreferrer">
                    {t('open')}
                  </a>
                </li>
              ))}
            </ul>
          ),
      }))}
    />
  );
}

/** The current edition's presentations (seeds 2.2): a tab per day, hall tabs within it, and the key speakers. */
export default async function ConferencePresentationPage({ params }: Props) {
  const { locale } = await params;
  if (!isLocale(locale)) notFound();
  setRequestLocale(locale);
  const [t, conference, agenda, edition] = await Promise.all([
    getTranslations('conference.presentation'),
    getTranslations('conference'),
    getTranslations('conference.agenda'),
    getCurrentEdition(locale),
  ]);
  const [days, presenters] = edition ? await Promise.all([listPresentationDays(edition.id, locale), listPresenters(edition.id, locale)]) : [[], []];

  return (
    <div className="pg">
      <h1 className="pg-title">{t('title')}</h1>
      <p className="pg-intro">{edition ? `${formatEditionDates(locale, edition.startsOn, edition.endsOn)} · ${edition.venue}` : conference('noEdition')}</p>
      {days.length > 0 ? (
        <div className="mt-6">
          <HashTabs
            label={agenda('days')}
            tabs={days.map((day) => ({
              id: String(day.day),
              label: agenda('day', { day: day.day, date: formatShortDay(locale, day.date) }),
              panel: <DayHalls day={day} />,
            }))}
          />
        </div>
      ) : null}
      {presenters.length > 0 ? (
        <section aria-labelledby="speakers-title" className="mt-12">
          <h2 id="speakers-title" className="sec-title">
            {t('speakers')}
          </h2>
          <ul className="mw-speakers">
            {presenters.map((presenter) => (
              <li key={presenter.id}>
                <ResponsiveImage src={presenter.image} alt="" use="card" sizes="160px" width={400} height={400} />
                <h3>{presenter.name}</h3>
                <p>{presenter.position}</p>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  );
}
