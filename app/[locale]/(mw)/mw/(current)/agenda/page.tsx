import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations, setRequestLocale } from 'next-intl/server';

import { ResponsiveImage } from '@/components/media/responsive-image';
import { HashTabs } from '@/components/tabs/hash-tabs';
import { calendarDate, formatEditionDates } from '@/lib/conference/dates';
import { eventJsonLd } from '@/lib/conference/event-json-ld';
import { type AgendaDay, getCurrentEdition, listAgenda } from '@/lib/conference/queries';
import { localizedPath } from '@/lib/i18n/locale-paths';
import { isLocale, type Locale } from '@/lib/i18n/routing';
import { pageMetadata } from '@/lib/seo/metadata';
import { absoluteUrl } from '@/lib/seo/urls';

type Props = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  if (!isLocale(locale)) notFound();
  const t = await getTranslations({ locale, namespace: 'conference.agenda' });

  return pageMetadata({ locale, path: '/mw/agenda', title: t('title'), description: t('description') });
}

async function DayProgramme({ day, locale }: { day: AgendaDay; locale: Locale }) {
  const t = await getTranslations('conference.agenda');

  return (
    <>
      <p className="mw-exports">
        <a href={`/api/mw/agenda.ics?lang=${locale}&day=${day.day}`} download>
          {t('dayCalendar', { day: day.day })}
        </a>
      </p>
      {day.sessions.length > 0 ? (
        <table className="mw-agenda">
          <caption className="sr-only">{t('programme', { day: day.day })}</caption>
          <thead>
            <tr>
              <th scope="col">{t('time')}</th>
              <th scope="col">{t('session')}</th>
              <th scope="col">{t('place')}</th>
            </tr>
          </thead>
          <tbody>
            {day.sessions.map((session) => (
              <tr key={session.id}>
                <td>
                  <time dateTime={session.startsAt}>{session.startsAt}</time>–<time dateTime={session.endsAt}>{session.endsAt}</time>
                </td>
                <th scope="row">{session.title}</th>
                <td>{session.place}</td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : (
        <p className="sec-empty">{t('empty')}</p>
      )}
      {day.images.map((image, index) => (
        <ResponsiveImage
          key={image}
          src={image}
          alt={t('page', { day: day.day, page: index + 1, locale: locale === 'en' ? 'English' : 'Монгол' })}
          use="cover"
          sizes="(min-width: 800px) 768px, 100vw"
          className="mw-agenda-page"
        />
      ))}
    </>
  );
}

/** The current edition's programme (seeds 2.2): a tab per day, the first chosen, each with its agenda pages in the page's language. */
export default async function ConferenceAgendaPage({ params }: Props) {
  const { locale } = await params;
  if (!isLocale(locale)) notFound();
  setRequestLocale(locale);
  const [t, conference, common, edition] = await Promise.all([
    getTranslations('conference.agenda'),
    getTranslations('conference'),
    getTranslations('common'),
    getCurrentEdition(locale),
  ]);
  const days = edition ? await listAgenda(edition.id, locale) : [];
  const dayLabel = new Intl.DateTimeFormat(locale, { month: 'short', day: 'numeric', timeZone: 'UTC' });

  return (
    <div className="pg">
      {edition ? (
        <script
          type="application/ld+json"
          dangerouslySetInnerHTML={{
            __html: eventJsonLd({
              edition,
              url: absoluteUrl(localizedPath('/mw/agenda', locale)),
              description: t('description'),
              organiser: { name: common('siteName'), url: absoluteUrl(localizedPath('/mm', locale)) },
            }),
          }}
        />
      ) : null}
      <h1 className="pg-title">{t('title')}</h1>
      {edition ? <p className="pg-intro">{`${formatEditionDates(locale, edition.startsOn, edition.endsOn)} · ${edition.venue}`}</p> : null}
      {days.length > 0 ? (
        <p className="mw-exports">
          <a href={`/api/mw/agenda.ics?lang=${locale}`} download>
            {t('calendar')}
          </a>
          <a href={`/api/mw/get/agenda?lang=${locale}`}>{t('json')}</a>
        </p>
      ) : null}
      {days.length > 0 ? (
        <HashTabs
          label={t('days')}
          tabs={days.map((day) => ({
            id: String(day.day),
            label: t('day', { day: day.day, date: dayLabel.format(calendarDate(day.date)) }),
            panel: <DayProgramme day={day} locale={locale} />,
          }))}
        />
      ) : (
        <p className="pg-intro">{edition ? t('empty') : conference('noEdition')}</p>
      )}
    </div>
  );
}
