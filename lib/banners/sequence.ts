/** A slide as the reorder table holds it: its place when the table opened (oldSequence) and the one it will be saved with. */
export type SequencedBanner = { id: number; image: string; oldSequence: number; sequence: number };

/**
 * Seeds 4: sequences are renumbered 1..n on load, in the stored order (ties by id), so gaps left by deleted
 * slides or equal numbers never reach the table. `oldSequence` is that loaded number: it names a slide in the
 * buttons' labels, one name per slide however the rows move, starting at 1 whatever the database holds.
 */
export function renumberBanners(
  banners: readonly { id: number; image: string; sequence: number }[],
): SequencedBanner[] {
  return [...banners]
    .sort((a, b) => a.sequence - b.sequence || a.id - b.id)
    .map((banner, index) => ({ id: banner.id, image: banner.image, oldSequence: index + 1, sequence: index + 1 }));
}

/**
 * A drop, or an up or down button (`to` is a neighbour): the row at `from` lands at `to`, the rows between shift by
 * one, and sequences follow the rows' places. A move past either end leaves the list as it is.
 */
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
