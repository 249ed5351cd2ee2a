// The back-office is Mongolian only, so countries are named in Mongolian wherever it lists registrations.
const NAMES = new Intl.DisplayNames(['mn'], { type: 'region' });

/** A registrant's country as the back-office shows it: its Mongolian name, or the stored code if it has none. */
export function countryName(code: string): string {
  return NAMES.of(code) ?? code;
}
