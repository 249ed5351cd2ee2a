/** A query parameter's value as a page reads it: the first when the address repeats the parameter. */
export function firstValue<T>(value: T | readonly T[] | undefined): T | undefined {
  return Array.isArray(value) ? (value as readonly T[])[0] : (value as T | undefined);
}
