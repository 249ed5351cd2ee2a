/**
 * An edition's queue (presenter ids, first to last) with `id` at the 1-based `place`; a place past the end puts it
 * last. The id is taken out first, so this both moves a queued presenter and places a new one.
 */
export function placeAt(queue: readonly number[], id: number, place: number): number[] {
  const others = queue.filter((each) => each !== id);
  const index = Math.min(Math.max(place - 1, 0), others.length);

  return [...others.slice(0, index), id, ...others.slice(index)];
}

/**
 * The queue after a drag and drop on one page: `run` holds the ids of the rows shown, in their new order, and must
 * be exactly a contiguous stretch of the queue. Null otherwise: the page was made before a colleague added, moved
 * or deleted a presenter, and saving it would scramble the queue.
 */
export function replaceRun(queue: readonly number[], run: readonly number[]): number[] | null {
  const positions = run.map((id) => queue.indexOf(id));
  if (run.length === 0 || positions.some((position) => position < 0) || new Set(run).size !== run.length) return null;
  const start = Math.min(...positions);
  if (Math.max(...positions) - start !== run.length - 1) return null;

  return [...queue.slice(0, start), ...run, ...queue.slice(start + run.length)];
}
