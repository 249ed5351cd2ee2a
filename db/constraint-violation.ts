/**
 * PostgreSQL's codes for the constraint refusals the application turns into messages: foreign_key_violation
 * (23503: a key naming no row) and restrict_violation (23001: deleting a row an ON DELETE RESTRICT key still
 * names), unique_violation (23505) and check_violation (23514).
 */
const CONSTRAINT_CODES = { '23503': 'foreignKey', '23001': 'foreignKey', '23505': 'unique', '23514': 'check' } as const;

export type ConstraintKind = (typeof CONSTRAINT_CODES)[keyof typeof CONSTRAINT_CODES];
/** The kind of constraint and its name (two unique constraints of one table may need different messages). */
export type ConstraintViolation = { kind: ConstraintKind; constraint: string };

/**
 * The constraint that refused a write, or null for any other error. node-postgres and PGlite throw the server's
 * error directly and drizzle wraps it in `cause`, so the chain is followed. The database refuses such writes even
 * when a row changed between a check in code and the write.
 */
export function constraintViolation(error: unknown): ConstraintViolation | null {
  for (let current: unknown = error; current instanceof Object; current = (current as { cause?: unknown }).cause) {
    const { code, constraint } = current as { code?: unknown; constraint?: unknown };
    if (typeof code === 'string' && Object.hasOwn(CONSTRAINT_CODES, code)) {
      return {
        kind: CONSTRAINT_CODES[code as keyof typeof CONSTRAINT_CODES],
        constraint: typeof constraint === 'string' ? constraint : '',
      };
    }
  }

  return null;
}

export function isUniqueViolation(error: unknown): boolean {
  return constraintViolation(error)?.kind === 'unique';
}

export function isForeignKeyViolation(error: unknown): boolean {
  return constraintViolation(error)?.kind === 'foreignKey';
}
