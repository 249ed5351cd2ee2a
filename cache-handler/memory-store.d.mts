import type { CacheStore } from './index.mjs';

export function createMemoryStore(options?: { maxEntries?: number }): CacheStore;
