/** An archived edition's address segment: a four-digit year, nothing else reaches the database. */
export function editionYear(segment: string): number | null {
  return /^\d{4}$/.test(segment) ? Number(segment) : null;
}
