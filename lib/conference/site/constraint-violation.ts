/**
 * PostgreSQL's refusals of a write that breaks a foreign key: foreign_key_violation (23503: a key naming no row)
 * and restrict_violation (23001: deleting a row that an ON DELETE RESTRICT key still names). node-postgres and
 * PGlite report the code; drizzle wraps the driver's error in `cause`. The database refuses such writes even when
 * a row changed between a check and the write.
 */
const FOREIGN_KEY_CODES: ReadonlySet<unknown> = new Set(['23503', '23001']);

export function isForeignKeyViolation(error: unknown): boolean {
  for (let current: unknown = error; current instanceof Object; current = (current as { cause?: unknown }).cause) {
    if (FOREIGN_KEY_CODES.has((current as { code?: unknown }).code)) return true;
  }

  return false;
}
