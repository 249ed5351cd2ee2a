/** A slide as the reorder table holds it: its place when the table opened (oldSequence) and the one it will be saved with. */
export type SequencedBanner = { id: number; image: string; oldSequence: number; sequence: number };

/**
 * Seeds 4: sequences are renumbered 1..n on load, in the stored order (ties by id), so gaps left by deleted
 * slides or equal numbers never reach the table. `oldSequence` is that loaded number: it names a slide in the
 * buttons' labels, one name per slide however the rows move, starting at 1 whatever the database holds.
 */
export function renumberBanners(banners: readonly { id: number; image: string; sequence: number }[]): SequencedBanner[] {
  return [...banners]
    .sort((a, b) => a.sequence - b.sequence || a.id - b.id)
    .map((banner, index) => ({ id: banner.id, image: banner.image, oldSequence: index + 1, sequence: index + 1 }));
}

export function canMoveUp(index: number): boolean {
  return index > 0;
}

export function canMoveDown(index: number, length: number): boolean {
  return index >= 0 && index < length - 1;
}

/** Swaps the row at `index` with its neighbour `index + offset`, exchanging their sequences (seeds 4). */
function swapWithNeighbour(rows: readonly SequencedBanner[], index: number, offset: -1 | 1): SequencedBanner[] {
  const other = index + offset;
  const current = rows[index];
  const neighbour = rows[other];
  if (!current || !neighbour) return [...rows];
  const next = [...rows];
  next[other] = { ...current, sequence: neighbour.sequence };
  next[index] = { ...neighbour, sequence: current.sequence };

  return next;
}

/** The first row cannot move up: the list comes back unchanged. */
export function moveUp(rows: readonly SequencedBanner[], index: number): SequencedBanner[] {
  return canMoveUp(index) ? swapWithNeighbour(rows, index, -1) : [...rows];
}

/** The last row cannot move down: the list comes back unchanged. */
export function moveDown(rows: readonly SequencedBanner[], index: number): SequencedBanner[] {
  return canMoveDown(index, rows.length) ? swapWithNeighbour(rows, index, 1) : [...rows];
}

/** Drag and drop: the row at `from` lands at `to`, the rows between shift by one, and sequences follow the rows' places. */
export function moveBanner(rows: readonly SequencedBanner[], from: number, to: number): SequencedBanner[] {
  if (from === to || from < 0 || to < 0 || from >= rows.length || to >= rows.length) return [...rows];
  const next = [...rows];
  const [moved] = next.splice(from, 1);
  if (!moved) return [...rows];
  next.splice(to, 0, moved);

  return next.map((row, index) => ({ ...row, sequence: index + 1 }));
}

/** What the save-order call sends (seeds 7: banners as a list of {id, sequence}). */
export function toSequencePayload(rows: readonly SequencedBanner[]): { id: number; sequence: number }[] {
  return rows.map(({ id, sequence }) => ({ id, sequence }));
}
