// No 'server-only' and no imports: instrumentation.ts marks a request's error with it before anything else, in
// whichever runtime. On globalThis: that hook and the handlers installed at start-up may be separate bundles of the
// same process.
const LOGGED = Symbol.for('observability.logged-errors');
const logged = ((globalThis as Record<symbol, unknown>)[LOGGED] ??= new WeakSet<object>()) as WeakSet<object>;

const isObject = (value: unknown): value is object =>
  (typeof value === 'object' && value !== null) || typeof value === 'function';

/** Remembers that `error` has its log line, written with what is known about it (its request, ...). */
export function markLogged(error: unknown): void {
  if (isObject(error)) logged.add(error);
}

/** Whether `error` has its log line already: Next.js prints an error it also hands to the application. */
export function wasLogged(error: unknown): boolean {
  return isObject(error) && logged.has(error);
}
