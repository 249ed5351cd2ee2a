/** PostgreSQL's codes for the constraint violations a conference write can meet (an ON DELETE RESTRICT key answers 23001, not 23503). */
const CODES = { '23505': 'unique', '23503': 'foreign-key', '23001': 'foreign-key' } as const;

export type ConstraintViolation = { kind: (typeof CODES)[keyof typeof CODES]; constraint: string };

/**
 * The unique or foreign-key violation behind a failed query, with the constraint's name (an edition's year and its
 * one-current index are both unique, and need different messages); null for any other error. node-postgres and
 * PGlite throw the server's error directly, drizzle wraps it in `cause`.
 */
export function constraintViolation(error: unknown): ConstraintViolation | null {
  for (let current: unknown = error; current instanceof Object; current = (current as { cause?: unknown }).cause) {
    const { code, constraint } = current as { code?: unknown; constraint?: unknown };
    if (typeof code === 'string' && Object.hasOwn(CODES, code)) {
      return { kind: CODES[code as keyof typeof CODES], constraint: typeof constraint === 'string' ? constraint : '' };
    }
  }

  return null;
}
