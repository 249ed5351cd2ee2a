import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';

import { HashTabs } from '@/components/tabs/hash-tabs';
import { formatEditionDates, formatShortDay } from '@/lib/conference/dates';
import { eventJsonLd } from '@/lib/conference/event-json-ld';
import { getCurrentEdition } from '@/lib/conference/editions/public-queries';
import { listAgenda } from '@/lib/conference/schedule/public-queries';
import { localizedPath } from '@/lib/i18n/locale-paths';
import { readLocale } from '@/lib/i18n/read-locale';
import { pageMetadata } from '@/lib/seo/metadata';
import { absoluteUrl } from '@/lib/seo/urls';

import { DayProgramme } from '../../_components/day-programme';

type Props = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await readLocale(params);
  const t = await getTranslations({ locale, namespace: 'conference.agenda' });

  return pageMetadata({ locale, path: '/mw/agenda', title: t('title'), description: t('description') });
}

/** The current edition's programme (seeds 2.2): a tab per day, the first chosen, each with its agenda pages in the page's language. */
export default async function ConferenceAgendaPage({ params }: Props) {
  const locale = await readLocale(params);
  setRequestLocale(locale);
  const [t, conference, common, edition] = await Promise.all([
    getTranslations('conference.agenda'),
    getTranslations('conference'),
    getTranslations('common'),
    getCurrentEdition(locale),
  ]);
  const days = edition ? await listAgenda(edition.id, locale) : [];

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
      {edition ? (
        <p className="pg-intro">{`${formatEditionDates(locale, edition.startsOn, edition.endsOn)} · ${edition.venue}`}</p>
      ) : null}
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
            label: t('day', { day: day.day, date: formatShortDay(locale, day.date) }),
            panel: (
              <DayProgramme
                day={day}
                locale={locale}
                calendarHref={`/api/mw/agenda.ics?lang=${locale}&day=${day.day}`}
              />
            ),
          }))}
        />
      ) : (
        <p className="pg-intro">{edition ? t('empty') : conference('noEdition')}</p>
      )}
    </div>
  );
}
