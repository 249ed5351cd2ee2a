/**
 * Codex indexes: `1` is a section, `1.2` a requirement of section 1, `1.2.3` a sub-question of requirement `1.2`.
 * Compared segment by segment as numbers, so `1.10` follows `1.9`.
 */
export function compareCids(a: string, b: string): number {
  const left = a.split('.').map(Number);
  const right = b.split('.').map(Number);
  for (let index = 0; index < Math.max(left.length, right.length); index += 1) {
    const difference = (left[index] ?? -1) - (right[index] ?? -1);
    if (difference !== 0) return difference;
  }

  return 0;
}

/** The section a cid belongs to: its first segment. */
export function sectionIndexOf(cid: string): number {
  return Number(cid.split('.')[0]);
}

/** The parent of a cid (`1.2.3` -> `1.2`); null for a requirement (`1.2`), whose parent is its section. */
export function parentCidOf(cid: string): string | null {
  const segments = cid.split('.');

  return segments.length > 2 ? segments.slice(0, -1).join('.') : null;
}
