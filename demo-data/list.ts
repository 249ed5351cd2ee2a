/** The item at `index`, wrapping around: demo data cycles through short lists of names, themes and colours. */
export function cycle<T>(items: readonly T[], index: number): T {
  const item = items[index % items.length];
  if (item === undefined) throw new Error('cycle() needs a non-empty list');

  return item;
}
