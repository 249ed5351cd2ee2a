// The server cache for rendered pages and cached data: a bounded in-memory map per process, so memory stays
// flat however many distinct URLs (search terms) are visited, and tags let admin writes drop stale entries.
const MAX_ENTRIES = 5000;
const entries = new Map();

function tagsOf(data, ctx) {
  const headerTags = data?.headers?.['x-next-cache-tags'];
  const fromHeader = typeof headerTags === 'string' ? headerTags.split(',') : [];

  return [...(ctx?.tags ?? []), ...fromHeader];
}

export default class CacheHandler {
  async get(key) {
    const entry = entries.get(key);
    if (!entry) return null;
    // Re-insert so that the map's order is least-recently-used first.
    entries.delete(key);
    entries.set(key, entry);

    return entry;
  }

  async set(key, data, ctx) {
    entries.delete(key);
    entries.set(key, { value: data, lastModified: Date.now(), tags: tagsOf(data, ctx) });
    while (entries.size > MAX_ENTRIES) entries.delete(entries.keys().next().value);
  }

  async revalidateTag(tags) {
    const stale = new Set([tags].flat());
    for (const [key, entry] of entries) {
      if (entry.tags.some((tag) => stale.has(tag))) entries.delete(key);
    }
  }

  resetRequestCache() {}
}
