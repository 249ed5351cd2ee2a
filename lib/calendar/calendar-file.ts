import { createEvents, type EventAttributes, type HeaderAttributes } from 'ics';

import { foldCalendar, unfoldLines } from './fold-lines';
import { inTimeZone } from './zoned-times';

type CalendarFileOptions = {
  events: EventAttributes[];
  header: HeaderAttributes;
  /** The zone the events' local times are in (see LOCAL_TIMES). */
  timeZone: string;
  /** `YYYY-MM-DD`, the earliest event's day: picks the zone's offset. */
  firstDate?: string;
};

/**
 * Events as an iCalendar file, the one way every calendar of the site is written: `ics` writes them, their
 * times are tied to `timeZone`, and the lines are folded at 75 octets. `ics` folds at 75 characters, which puts
 * 100 octets and more on a line of Mongolian text: strict clients refuse such a file or cut a letter in half.
 */
export function calendarFile({ events, header, timeZone, firstDate }: CalendarFileOptions): string {
  const { error, value } = createEvents(events, header);
  if (error || value === null) throw error ?? new Error('The calendar could not be written');

  return foldCalendar(inTimeZone(unfoldLines(value), { timeZone, firstDate }));
}
