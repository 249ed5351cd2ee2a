import { type ActionResult, fail } from '@/lib/action-result';

/** PostgreSQL's codes for the constraints these tables have, as node-postgres and PGlite report them. */
const CONSTRAINT_CODES = { '23503': 'foreignKey', '23505': 'unique', '23514': 'check' } as const;

type ConstraintKind = (typeof CONSTRAINT_CODES)[keyof typeof CONSTRAINT_CODES];

/** Which constraint refused a write, looking through drizzle's wrapping (`cause`); null for any other error. */
export function constraintViolation(error: unknown): ConstraintKind | null {
  for (let current: unknown = error; current instanceof Object; current = (current as { cause?: unknown }).cause) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && Object.hasOwn(CONSTRAINT_CODES, code)) return CONSTRAINT_CODES[code as keyof typeof CONSTRAINT_CODES];
  }

  return null;
}

/**
 * Runs a write and turns a refusal by a database constraint into the message staff read (a day deleted by a
 * colleague meanwhile, times out of order), instead of a 500. Other errors are unexpected and go on up.
 */
export async function refusedByConstraint<T>(messages: Partial<Record<ConstraintKind, string>>, write: () => Promise<ActionResult<T>>): Promise<ActionResult<T>> {
  try {
    return await write();
  } catch (error) {
    const kind = constraintViolation(error);
    const message = kind ? messages[kind] : undefined;
    if (message) return fail(message);
    throw error;
  }
}
