import type { DateArray, EventAttributes } from 'ics';

const CRLF = '\r\n';

/**
 * The `ics` options that keep an event's times as written (local wall-clock times), so that `inTimeZone` can
 * name their zone.
 */
export const LOCAL_TIMES = {
  startInputType: 'local',
  startOutputType: 'local',
  endInputType: 'local',
  endOutputType: 'local',
} as const satisfies Partial<EventAttributes>;

/** `YYYY-MM-DD` and `HH:MM` (seconds ignored) as the date array `ics` takes. */
export function localDateArray(date: string, time: string): DateArray {
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
 * The zone's VTIMEZONE with the one offset it has on `firstDate`. Exact for events that no daylight-saving change
 * crosses, which holds for Asia/Ulaanbaatar (no daylight saving since 2017).
 */
function vtimezone(timeZone: string, firstDate: string): string {
  const offset = utcOffset(timeZone, firstDate);

  return [
    'BEGIN:VTIMEZONE',
    `TZID:${timeZone}`,
    'BEGIN:STANDARD',
    'DTSTART:19700101T000000',
    `TZOFFSETFROM:${offset}`,
    `TZOFFSETTO:${offset}`,
    'END:STANDARD',
    'END:VTIMEZONE',
  ].join(CRLF);
}

type InTimeZoneOptions = { timeZone: string; firstDate?: string };

/**
 * A calendar written by `ics` with LOCAL_TIMES, its DTSTART and DTEND tied to `timeZone` (`DTSTART;TZID=…`) and
 * that zone's VTIMEZONE before the first event, so calendars show the local times wherever the reader is.
 * `firstDate` (`YYYY-MM-DD`, the earliest event's day) picks the zone's offset; a calendar without events needs
 * no zone.
 */
export function inTimeZone(calendar: string, { timeZone, firstDate }: InTimeZoneOptions): string {
  const zoned = calendar.replace(/^(DTSTART|DTEND):/gm, `$1;TZID=${timeZone}:`);

  return firstDate ? zoned.replace('BEGIN:VEVENT', `${vtimezone(timeZone, firstDate)}${CRLF}BEGIN:VEVENT`) : zoned;
}
