import { siteDay } from '@/lib/i18n/site-date';

import type { SeedClock } from './clock';

/**
 * The days after the seed date on which the demo's conference and exhibition take place: two weeks ahead, so the
 * current edition is coming and takes registrations whenever the demo is started. The expo's meetings are held
 * during the conference, on its first two days.
 */
export const EXPO_WEEK_DAYS_AHEAD = [14, 15, 16] as const;

/** The local (Ulaanbaatar) date of each day of the demo's conference week, `YYYY-MM-DD`. */
export function expoWeekDates(clock: SeedClock): string[] {
  return EXPO_WEEK_DAYS_AHEAD.map((days) => siteDay(clock.at(-days, 12)));
}
