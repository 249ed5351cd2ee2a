/** PostgreSQL's codes for the constraints the programme tables have, as node-postgres and PGlite report them. */
const CODES = { '23503': 'foreignKey', '23505': 'unique' } as const;

export type ConstraintKind = (typeof CODES)[keyof typeof CODES];

/**
 * Which constraint refused a write (a day number taken, an edition or day deleted by a colleague meanwhile), looking
 * through drizzle's wrapping (`cause`); null for any other error, which then goes on up as unexpected.
 */
export function constraintViolation(error: unknown): ConstraintKind | null {
  for (let current: unknown = error; current instanceof Object; current = (current as { cause?: unknown }).cause) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && Object.hasOwn(CODES, code)) return CODES[code as keyof typeof CODES];
  }

  return null;
}
