// The embedded store: a bounded in-memory map per process, so memory stays flat however many distinct URLs are
// visited. Right for one server process; several processes share the Redis store instead.
const DEFAULT_MAX_ENTRIES = 5000;

/** @param {{ maxEntries?: number }} [options] maxEntries: PAGE_CACHE_MAX_ENTRIES, the pages kept at most */
export function createMemoryStore({ maxEntries = DEFAULT_MAX_ENTRIES } = {}) {
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
      while (entries.size > maxEntries) entries.delete(entries.keys().next().value);
    },

    /** @param {string} key */
    async delete(key) {
      entries.delete(key);
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
