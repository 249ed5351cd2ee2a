import type { EventAttributes } from 'ics';

import { calendarFile } from '@/lib/calendar/calendar-file';
import { LOCAL_TIMES, localDateArray } from '@/lib/calendar/zoned-times';

import type { AgendaDay } from './schedule/public-queries';
import type { Edition } from './editions/public-queries';

type AgendaCalendarOptions = {
  edition: Pick<Edition, 'name' | 'venue' | 'timeZone'>;
  days: readonly AgendaDay[];
  /** The site's host name: the items' UIDs are `session-{id}@{host}`, the same in every download. */
  host: string;
  /** The agenda page's address, linked from every item. */
  url: string;
};

/**
 * The programme as an iCalendar file: one event per session with a stable UID, its times in the edition's zone
 * (`DTSTART;TZID=…`) and that zone's VTIMEZONE, so calendars show the local times wherever the reader is.
 */
export function agendaCalendar({ edition, days, host, url }: AgendaCalendarOptions): string {
  const events: EventAttributes[] = days.flatMap((day) =>
    day.sessions.map((session) => ({
      uid: `session-${session.id}@${host}`,
      start: localDateArray(day.date, session.startsAt),
      end: localDateArray(day.date, session.endsAt),
      ...LOCAL_TIMES,
      title: session.title,
      location: [session.place, edition.venue].filter(Boolean).join(', '),
      url,
    })),
  );
  const header = { productId: `-//${host}//agenda//EN`, calName: edition.name, method: 'PUBLISH' };

  return calendarFile({ events, header, timeZone: edition.timeZone, firstDate: days[0]?.date });
}
