import { getTranslations } from 'next-intl/server';

import { ResponsiveImage } from '@/components/media/responsive-image';
import type { AgendaDay } from '@/lib/conference/schedule/public-queries';
import type { Locale } from '@/lib/i18n/routing';

/** A day's programme table and its agenda pages; `calendarHref` adds the link to that day's calendar file. */
export async function DayProgramme({
  day,
  locale,
  calendarHref,
}: {
  day: AgendaDay;
  locale: Locale;
  calendarHref?: string;
}) {
  const t = await getTranslations('conference.agenda');

  return (
    <>
      {calendarHref ? (
        <p className="mw-exports">
          <a href={calendarHref} download>
            {t('dayCalendar', { day: day.day })}
          </a>
        </p>
      ) : null}
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
                  <time dateTime={session.startsAt}>{session.startsAt}</time>–
                  <time dateTime={session.endsAt}>{session.endsAt}</time>
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
