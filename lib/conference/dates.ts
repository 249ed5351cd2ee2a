import type { Locale } from '@/lib/i18n/routing';

/**
 * A calendar date of an edition (`YYYY-MM-DD`) as the instant its day starts in UTC: formatted with
 * `timeZone: 'UTC'`, it shows that same day wherever the server runs.
 */
export function calendarDate(date: string): Date {
  return new Date(`${date}T00:00:00Z`);
}

const dayFormat = (locale: Locale) => new Intl.DateTimeFormat(locale, { year: 'numeric', month: 'short', day: 'numeric', timeZone: 'UTC' });

/**
 * An edition's days as a range: "Sep 11 – 13, 2025", "2025 оны 9-р сарын 11 – 13". Mongolian is written out here:
 * its CLDR range pattern gives months in Roman numerals ("2025 оны IX/11 – 13"), which readers do not use.
 */
export function formatEditionDates(locale: Locale, startsOn: string, endsOn: string): string {
  const [start, end] = [calendarDate(startsOn), calendarDate(endsOn)];
  if (locale !== 'mn') return dayFormat(locale).formatRange(start, end);
  if (startsOn === endsOn) return dayFormat(locale).format(start);
  const isSameMonth = startsOn.slice(0, 7) === endsOn.slice(0, 7);

  return `${dayFormat(locale).format(start)} – ${isSameMonth ? end.getUTCDate() : dayFormat(locale).format(end)}`;
}

/** A day's short date for its tab ("Sep 11", "9-р сарын 11"). */
export function formatShortDay(locale: Locale, date: string): string {
  return new Intl.DateTimeFormat(locale, { month: 'short', day: 'numeric', timeZone: 'UTC' }).format(calendarDate(date));
}
