import type { Edition } from '../editions/public-queries';

/** Whether an edition takes registrations: its state on the pages, the form and the API. */
export type RegistrationState = 'open' | 'closed';

type EditionWindow = Pick<Edition, 'endsOn' | 'timeZone' | 'isCurrent'>;

/** The calendar day (`YYYY-MM-DD`, as en-CA writes it) of an instant in a time zone. */
function dayIn(timeZone: string, instant: Date): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(
    instant,
  );
}

/**
 * Registration opens with the edition (when staff make it the current one) and closes with it: it stays open
 * through the edition's last day in the venue's time zone, so a visitor at the door on the last morning can still
 * register. An archived edition is closed whatever its dates say.
 */
export function registrationState(edition: EditionWindow, now: Date = new Date()): RegistrationState {
  if (!edition.isCurrent) return 'closed';

  // Both are YYYY-MM-DD, so comparing the strings compares the days.
  return dayIn(edition.timeZone, now) > edition.endsOn ? 'closed' : 'open';
}
