/**
 * The IANA time zones this runtime knows (its ICU data): an edition's zone must be one of them, since agenda times
 * and calendar files are computed in it. Read once: the list does not change while the process runs.
 */
let zones: ReadonlySet<string> | undefined;

export function timeZones(): ReadonlySet<string> {
  zones ??= new Set(Intl.supportedValuesOf('timeZone'));

  return zones;
}

export function isTimeZone(value: string): boolean {
  return timeZones().has(value);
}
