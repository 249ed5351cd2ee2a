import { type Locale, SITE_TIME_ZONE } from './routing';

/** The ways the sites and the back-office write a moment. */
export type DateTextStyle =
  | 'date'
  | 'dateTime'
  | 'dateTimeSeconds'
  | 'longDate'
  | 'longDateTime'
  | 'monthDay'
  | 'weekdayDate'
  | 'weekdayDateTime';

// English dates name their month ("Dec 13, 2026"): "12/13/2026" reads as the 12th of the 13th month outside the US.
const ENGLISH_DATE: Intl.DateTimeFormatOptions = { year: 'numeric', month: 'short', day: 'numeric' };
const ENGLISH_TIME: Intl.DateTimeFormatOptions = { hour: 'numeric', minute: '2-digit' };

const ENGLISH_OPTIONS: Record<DateTextStyle, Intl.DateTimeFormatOptions> = {
  date: ENGLISH_DATE,
  dateTime: { ...ENGLISH_DATE, ...ENGLISH_TIME },
  dateTimeSeconds: { ...ENGLISH_DATE, ...ENGLISH_TIME, second: '2-digit' },
  longDate: ENGLISH_DATE,
  longDateTime: { ...ENGLISH_DATE, ...ENGLISH_TIME },
  monthDay: { month: 'short', day: 'numeric' },
  weekdayDate: { weekday: 'short', ...ENGLISH_DATE },
  weekdayDateTime: { weekday: 'short', ...ENGLISH_DATE, ...ENGLISH_TIME },
};

/** CLDR's Mongolian weekday names, Sunday first as `Date.getDay()` counts. */
const MONGOLIAN_WEEKDAYS = ['Ням', 'Даваа', 'Мягмар', 'Лхагва', 'Пүрэв', 'Баасан', 'Бямба'];

type Fields = {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
  weekday: number;
};

const numericFormats = new Map<string, Intl.DateTimeFormat>();

/** The moment's calendar and clock fields in the time zone, from English data that every browser has. */
function fieldsOf(instant: Date, timeZone: string): Fields {
  let format = numericFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
      hourCycle: 'h23',
    });
    numericFormats.set(timeZone, format);
  }
  const parts = format.formatToParts(instant);
  const field = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((part) => part.type === type)?.value);

  const [year, month, day] = [field('year'), field('month'), field('day')];

  return {
    year,
    month,
    day,
    hour: field('hour'),
    minute: field('minute'),
    second: field('second'),
    weekday: new Date(Date.UTC(year, month - 1, day)).getUTCDay(),
  };
}

const twoDigits = (value: number) => String(value).padStart(2, '0');

/** CLDR's Mongolian patterns ("2025.09.11 14:30", "2025 оны 9-р сарын 11"), written from the fields. */
function mongolian(fields: Fields, style: DateTextStyle): string {
  const { year, month, day } = fields;
  const date = `${year}.${twoDigits(month)}.${twoDigits(day)}`;
  const longDate = `${year} оны ${month}-р сарын ${day}`;
  const time = `${twoDigits(fields.hour)}:${twoDigits(fields.minute)}`;
  const weekdayDate = `${date}, ${MONGOLIAN_WEEKDAYS[fields.weekday]}`;
  switch (style) {
    case 'date':
      return date;
    case 'dateTime':
      return `${date} ${time}`;
    case 'dateTimeSeconds':
      return `${date} ${time}:${twoDigits(fields.second)}`;
    case 'longDate':
      return longDate;
    case 'longDateTime':
      return `${longDate} ${time}`;
    case 'monthDay':
      return `${month}-р сарын ${day}`;
    case 'weekdayDate':
      return weekdayDate;
    case 'weekdayDateTime':
      return `${weekdayDate} ${time}`;
  }
}

/**
 * A calendar date (`YYYY-MM-DD`, as meeting days and edition days are stored) with its weekday, for the places a
 * person plans by: "Sun, Dec 13, 2026", "2026.12.13, Ням".
 */
export function formatCalendarDay(locale: Locale, date: string): string {
  return formatDateText(locale, new Date(`${date}T00:00:00Z`), 'weekdayDate', 'UTC');
}

/**
 * A moment as text in the page's language and the association's time zone (or `timeZone`, 'UTC' for calendar
 * dates). Mongolian is written here rather than by Intl: browsers without Mongolian locale data (Debian's Chromium
 * among them) would write English instead, and a client component rendered on the server would then read
 * differently once it hydrates.
 */
export function formatDateText(
  locale: Locale,
  value: Date | string,
  style: DateTextStyle,
  timeZone: string = SITE_TIME_ZONE,
): string {
  const instant = typeof value === 'string' ? new Date(value) : value;
  if (locale === 'mn') return mongolian(fieldsOf(instant, timeZone), style);

  return new Intl.DateTimeFormat(locale, { ...ENGLISH_OPTIONS[style], timeZone }).format(instant);
}
