import { createEvents, type EventAttributes } from 'ics';

import type { AgendaDay, Edition } from './queries';

type AgendaCalendarOptions = {
  edition: Pick<Edition, 'name' | 'venue' | 'timeZone'>;
  days: readonly AgendaDay[];
  /** The site's host name: the items' UIDs are `session-{id}@{host}`, the same in every download. */
  host: string;
  /** The agenda page's address, linked from every item. */
  url: string;
};

const CRLF = '\r\n';

/** `YYYY-MM-DD` and `HH:MM` as the date array `ics` takes. */
function dateTimeArray(date: string, time: string): [number, number, number, number, number] {
  const [year = 0, month = 0, day = 0] = date.split('-').map(Number);
  const [hour = 0, minute = 0] = time.split(':').map(Number);

  return [year, month, day, hour, minute];
}

/** `+0800` for the zone's offset on `date` (Intl's `GMT+08:00`). */
function utcOffset(timeZone: string, date: string): string {
  const name = new Intl.DateTimeFormat('en', { timeZone, timeZoneName: 'longOffset' })
    .formatToParts(new Date(`${date}T12:00:00Z`))
    .find((part) => part.type === 'timeZoneName')?.value;
  const match = /GMT([+-])(\d{2}):(\d{2})/.exec(name ?? '');

  return match ? `${match[1]}${match[2]}${match[3]}` : '+0000';
}

/**
 * The zone's VTIMEZONE with the one offset it has on the edition's first day. Exact for an edition that no
 * daylight-saving change crosses, which holds for Asia/Ulaanbaatar (no daylight saving since 2017).
 */
function vtimezone(timeZone: string, firstDate: string): string {
  const offset = utcOffset(timeZone, firstDate);

  return ['BEGIN:VTIMEZONE', `TZID:${timeZone}`, 'BEGIN:STANDARD', 'DTSTART:19700101T000000', `TZOFFSETFROM:${offset}`, `TZOFFSETTO:${offset}`, 'END:STANDARD', 'END:VTIMEZONE'].join(CRLF);
}

/**
 * The programme as an iCalendar file: one event per session with a stable UID, its times in the edition's zone
 * (`DTSTART;TZID=…`) and that zone's VTIMEZONE, so calendars show the local times wherever the reader is.
 */
export function agendaCalendar({ edition, days, host, url }: AgendaCalendarOptions): string {
  const events: EventAttributes[] = days.flatMap((day) =>
    day.sessions.map((session) => ({
      uid: `session-${session.id}@${host}`,
      start: dateTimeArray(day.date, session.startsAt),
      end: dateTimeArray(day.date, session.endsAt),
      startInputType: 'local',
      startOutputType: 'local',
      endInputType: 'local',
      endOutputType: 'local',
      title: session.title,
      location: [session.place, edition.venue].filter(Boolean).join(', '),
      url,
    })),
  );
  const { error, value } = createEvents(events, { productId: `-//${host}//agenda//EN`, calName: edition.name, method: 'PUBLISH' });
  if (error || value === null) throw error ?? new Error('The agenda calendar could not be written');
  const firstDate = days[0]?.date;
  const zoned = value.replace(/^(DTSTART|DTEND):/gm, `$1;TZID=${edition.timeZone}:`);

  return firstDate ? zoned.replace(`BEGIN:VEVENT`, `${vtimezone(edition.timeZone, firstDate)}${CRLF}BEGIN:VEVENT`) : zoned;
}
