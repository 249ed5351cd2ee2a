import { type DateTextStyle, formatDateText } from '@/lib/i18n/date-text';
import { type Locale, SITE_TIME_ZONE } from '@/lib/i18n/routing';

/** The back-office speaks Mongolian only and shows times as Ulaanbaatar sees them. */
export const ADMIN_LOCALE = 'mn' satisfies Locale;
export const ADMIN_TIME_ZONE = SITE_TIME_ZONE;

/**
 * A moment as the back-office writes it ("2025.09.11 14:30"), the same on the server and in any browser, so the
 * grids' dates hydrate as they were rendered and their CSV exports read as the grids do.
 */
export function adminDateText(value: Date | string, style: DateTextStyle): string {
  return formatDateText(ADMIN_LOCALE, value, style, ADMIN_TIME_ZONE);
}
