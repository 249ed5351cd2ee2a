import { formatDateText } from '@/lib/i18n/date-text';
import type { Locale } from '@/lib/i18n/routing';

/**
 * A calendar date of an edition (`YYYY-MM-DD`) as the instant its day starts in UTC: formatted with
 * `timeZone: 'UTC'`, it shows that same day wherever the server runs.
 */
export function calendarDate(date: string): Date {
  return new Date(`${date}T00:00:00Z`);
}

const longDay = (locale: Locale, date: string) => formatDateText(locale, calendarDate(date), 'longDate', 'UTC');

/**
 * An edition's days as a range: "Sep 11 – 13, 2025", "2025 оны 9-р сарын 11 – 13". Mongolian is written out here:
 * its CLDR range pattern gives months in Roman numerals ("2025 оны IX/11 – 13"), which readers do not use.
 */
export function formatEditionDates(locale: Locale, startsOn: string, endsOn: string): string {
  if (locale !== 'mn') {
    return new Intl.DateTimeFormat(locale, {
      year: 'numeric',
      month: 'short',
      day: 'numeric',
      timeZone: 'UTC',
    }).formatRange(calendarDate(startsOn), calendarDate(endsOn));
  }
  if (startsOn === endsOn) return longDay(locale, startsOn);
  const isSameMonth = startsOn.slice(0, 7) === endsOn.slice(0, 7);

  return `${longDay(locale, startsOn)} – ${isSameMonth ? calendarDate(endsOn).getUTCDate() : longDay(locale, endsOn)}`;
}

/** A day's short date for its tab ("Sep 11", "9-р сарын 11"). */
export function formatShortDay(locale: Locale, date: string): string {
  return formatDateText(locale, calendarDate(date), 'monthDay', 'UTC');
}
