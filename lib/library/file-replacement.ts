/**
 * The key to store after an edit and the files that become unused: an empty new key keeps the stored file
 * (seeds 2: edit keeps the stored image or PDF when none is chosen).
 */
export function replaceFile(stored: string, next: string): { key: string; discarded: string[] } {
  return next && next !== stored ? { key: next, discarded: [stored] } : { key: stored, discarded: [] };
}
