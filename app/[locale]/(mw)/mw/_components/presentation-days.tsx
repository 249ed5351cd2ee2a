import { getTranslations } from 'next-intl/server';

import { HashTabs } from '@/components/tabs/hash-tabs';
import { StateTabs } from '@/components/tabs/state-tabs';
import { formatShortDay } from '@/lib/conference/dates';
import type { PresentationDay } from '@/lib/conference/schedule/public-queries';
import type { Locale } from '@/lib/i18n/routing';

/**
 * A day's halls as tabs, the first chosen; each hall's presentations embedded, or the seeds' empty text. The tabs are
 * not headings, so a presentation's title is the first level below the page's.
 */
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
                  <h2>{presentation.name}</h2>
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

/** Seeds 2.2 Presentation: a tab per day (addressable as #1, #2, …), hall tabs within it. */
export async function PresentationDays({ days, locale }: { days: readonly PresentationDay[]; locale: Locale }) {
  const agenda = await getTranslations('conference.agenda');

  return (
    <HashTabs
      label={agenda('days')}
      tabs={days.map((day) => ({
        id: String(day.day),
        label: agenda('day', { day: day.day, date: formatShortDay(locale, day.date) }),
        panel: <DayHalls day={day} />,
      }))}
    />
  );
}

/** Whether an edition has any presentation at all (an archive without any shows the maintenance notice). */
export function hasPresentations(days: readonly PresentationDay[]): boolean {
  return days.some((day) => day.halls.some((hall) => hall.presentations.length > 0));
}
