// The Next.js cache handler for rendered pages and cached data (next.config.ts `cacheHandler`). Entries live
// in Redis when REDIS_URL is set, so several server processes share them and their expiry; otherwise in this
// process's memory (the embedded default). Nothing goes to files under .next, so a rebuilt or re-seeded
// database never meets pages rendered from another one. A page's HTML is stored with its scripts loading after
// the first paint (defer-page-scripts.mjs) and a policy that lets only its own inline scripts run
// (page-script-policy.mjs).
//
// Loaded by Next.js itself, outside the application bundle, so it reads REDIS_URL directly (lib/env.ts
// validates the same setting for the application).
import { readFileSync } from 'node:fs';
import path from 'node:path';

import { isStorable } from './admission.mjs';
import { withDeferredScripts } from './defer-page-scripts.mjs';
import { createMemoryStore } from './memory-store.mjs';
import { countLookup } from './page-cache-metrics.mjs';
import { withPageScriptPolicy } from './page-script-policy.mjs';
import { createRedisStore } from './redis-store.mjs';

/**
 * @typedef {{ value: unknown, lastModified: number, tags: string[], cacheControl?: unknown }} CacheEntry
 * @typedef {{
 *   get(key: string): Promise<CacheEntry | null>,
 *   set(key: string, entry: CacheEntry): Promise<void>,
 *   delete(key: string): Promise<void>,
 *   expireTags(tags: string[]): Promise<void>,
 * }} CacheStore
 */

// One store per process, on globalThis: the application bundle (closePageCache at shutdown) loads its own copy of
// this module, next to the one Next.js loads.
const globalForCache = /** @type {{ pageCacheStore?: CacheStore & { close?: () => Promise<void> } }} */ (globalThis);

/**
 * One store per process (Next.js creates a handler per request). Redis keys carry the build id: a page
 * rendered by one build is never served by another, whose scripts and payload format may differ.
 *
 * @param {string | undefined} serverDistDir
 */
function storeFor(serverDistDir) {
  if (globalForCache.pageCacheStore) return globalForCache.pageCacheStore;
  const url = process.env.REDIS_URL;
  if (!url)
    return (globalForCache.pageCacheStore = createMemoryStore({
      maxEntries: Number(process.env.PAGE_CACHE_MAX_ENTRIES) || undefined,
    }));
  const buildId = serverDistDir
    ? readFileSync(path.join(serverDistDir, '..', 'BUILD_ID'), 'utf8').trim()
    : 'development';

  return (globalForCache.pageCacheStore = createRedisStore({ url, namespace: `next-cache:${buildId}` }));
}

/** @param {unknown} data @param {{ tags?: string[] } | undefined} context */
function tagsOf(data, context) {
  const headers = /** @type {{ headers?: Record<string, unknown> } | null} */ (data)?.headers;
  const headerTags = headers?.['x-next-cache-tags'];
  const fromHeader = typeof headerTags === 'string' ? headerTags.split(',') : [];

  return [...new Set([...(context?.tags ?? []), ...fromHeader])];
}

/** Closes the connection to Redis (if any), so that a stopping server leaves no command half-sent. */
export async function closePageCache() {
  const store = globalForCache.pageCacheStore;
  globalForCache.pageCacheStore = undefined;
  await store?.close?.();
}

export default class CacheHandler {
  /** @param {{ serverDistDir?: string }} [options] */
  constructor(options) {
    this.store = storeFor(options?.serverDistDir);
  }

  /** @param {string} key @param {{ kind?: string }} [context] */
  async get(key, context) {
    const entry = await this.store.get(key);
    countLookup(context?.kind, entry !== null);

    return entry;
  }

  /** @param {string} key @param {unknown} data @param {{ tags?: string[], cacheControl?: unknown }} [context] */
  async set(key, data, context) {
    // The policy goes on every page Next.js hands over, stored or not: it answers the request from this value.
    const page = withPageScriptPolicy(data);
    if (!isStorable(page)) return this.store.delete(key);
    await this.store.set(key, {
      value: withDeferredScripts(page),
      lastModified: Date.now(),
      tags: tagsOf(data, context),
      cacheControl: context?.cacheControl,
    });
  }

  /** @param {string | string[]} tags */
  async revalidateTag(tags) {
    await this.store.expireTags([tags].flat());
  }

  resetRequestCache() {}
}
