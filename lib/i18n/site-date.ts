import { SITE_TIME_ZONE } from './routing';

// en-CA writes dates as YYYY-MM-DD.
const DAY_FORMAT = new Intl.DateTimeFormat('en-CA', {
  timeZone: SITE_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/**
 * The calendar day of an instant in the association's time zone, as `<time dateTime>` takes it: the day the page
 * shows, where the instant's UTC date may be the day before.
 */
export function siteDay(instant: string | Date): string {
  return DAY_FORMAT.format(new Date(instant));
}
