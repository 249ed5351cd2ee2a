// What of an error may be written to the log. A failed query's error (drizzle's DrizzleQueryError) carries the
// query's parameters in its `params` and in its message, and the driver's error, its `cause`, repeats a refused
// value in its own message and detail: e-mail addresses, names, client addresses. Only the SQL text and the
// database's error code are kept of it.

/** Causes followed at most: a chain this long is a loop, or no chain anyone reads. */
const MAX_CAUSES = 10;

/**
 * @param {unknown} error
 * @returns {error is Error & { query: string; params: unknown[] }}
 */
function isQueryError(error) {
  return (
    error instanceof Error &&
    typeof Reflect.get(error, 'query') === 'string' &&
    Array.isArray(Reflect.get(error, 'params'))
  );
}

/**
 * A copy of `error` of the same type: `fields` replace or add its own properties.
 *
 * @param {Error} error
 * @param {Record<string, unknown>} fields
 * @returns {Error}
 */
function copyOf(error, fields) {
  return Object.assign(
    Object.create(Object.getPrototypeOf(error)),
    error,
    { message: error.message, stack: error.stack },
    fields,
  );
}

/**
 * The failed query as `Failed query: <sql>` with the SQL text (`query`), the database's error code (`code`) and the
 * stack's frames; no parameters, no cause.
 *
 * @param {Error & { query: string }} error
 */
function withoutParameters(error) {
  const message = `Failed query: ${error.query}`;
  const head = `${error.name}: ${error.message}`;
  const frames = error.stack?.startsWith(head) ? error.stack.slice(head.length) : '';
  const code = Reflect.get(Object(error.cause), 'code');
  const copy = copyOf(error, {
    message,
    stack: `${error.name}: ${message}${frames}`,
    query: error.query,
    ...(typeof code === 'string' ? { code } : {}),
  });
  delete copy.params;
  delete copy.cause;

  return copy;
}

/**
 * `error` as it may be logged: a failed query anywhere in its chain of causes loses its parameters (see above);
 * any other error is returned as it is.
 *
 * @param {unknown} error
 * @param {number} [depth]
 * @returns {unknown}
 */
export function loggableError(error, depth = 0) {
  if (!(error instanceof Error) || depth > MAX_CAUSES) return error;
  if (isQueryError(error)) return withoutParameters(error);
  const cause = loggableError(error.cause, depth + 1);

  return cause === error.cause ? error : copyOf(error, { cause });
}
