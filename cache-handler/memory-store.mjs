// The embedded store: a bounded in-memory map per process, so memory stays flat however many distinct URLs
// (search terms) are visited. Right for one server process; several processes share the Redis store instead.
const MAX_ENTRIES = 5000;

export function createMemoryStore() {
  /** @type {Map<string, import('./index.mjs').CacheEntry>} */
  const entries = new Map();

  return {
    /** @param {string} key */
    async get(key) {
      const entry = entries.get(key);
      if (!entry) return null;
      // Re-insert so that the map's order is least-recently-used first.
      entries.delete(key);
      entries.set(key, entry);

      return entry;
    },

    /** @param {string} key @param {import('./index.mjs').CacheEntry} entry */
    async set(key, entry) {
      entries.delete(key);
      entries.set(key, entry);
      while (entries.size > MAX_ENTRIES) entries.delete(entries.keys().next().value);
    },

    /** @param {string[]} tags */
    async expireTags(tags) {
      const expired = new Set(tags);
      for (const [key, entry] of entries) {
        if (entry.tags.some((tag) => expired.has(tag))) entries.delete(key);
      }
    },
  };
}
