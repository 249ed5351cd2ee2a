import { Redis } from 'ioredis';

import { sharedLogger } from '../lib/observability/shared.mjs';

import { deserializeEntry, serializeEntry } from './serialize.mjs';

const logger = sharedLogger();

// Entries outlive every page's expiry by far; Redis' own eviction (maxmemory-policy allkeys-lru in
// deploy/redis.conf) bounds memory, this only sweeps what nobody asks for any more.
const ENTRY_TTL_SECONDS = 2 * 24 * 60 * 60;

/**
 * The shared store for several server processes: a page rendered by one is served by all, and a tag expired
 * by an admin write on one is expired for all at once.
 *
 * Keys: `<ns>:entry:<key>` holds an entry, `<ns>:tag:<tag>` the set of entry keys carrying a tag (so expiring a
 * tag frees their memory), `<ns>:expired` the time each tag was last expired. An entry written before its tag's
 * expiry time is never served, even if it was written back by a render that started before the admin's change.
 *
 * @param {{ url: string, namespace: string }} options
 */
export function createRedisStore({ url, namespace }) {
  const redis = new Redis(url, {
    // A page request must not wait on an unreachable Redis: it renders uncached instead (see `isReady`). Commands
    // sent while the connection is down fail at once instead of queueing, and one that gets no answer (a Redis
    // that hangs, a network that drops packets) gives up after a second.
    enableOfflineQueue: false,
    connectTimeout: 1000,
    commandTimeout: 1000,
    maxRetriesPerRequest: 1,
  });
  /**
   * Tag expiries that could not reach Redis, with the time each was asked for: sent first when it is back, and
   * until then nothing is read from it, so that no page written before an admin's change is served after it.
   * @type {Map<string, number>}
   */
  const pendingExpiries = new Map();
  let isSendingExpiries = false;
  let hasReportedOutage = false;
  redis.on('error', (error) => {
    if (hasReportedOutage) return;
    hasReportedOutage = true;
    logger.error({ err: error }, 'Page cache: Redis unavailable, pages render uncached until it is back');
  });
  redis.on('ready', () => {
    hasReportedOutage = false;
    void sendPendingExpiries();
  });

  const entryKey = (/** @type {string} */ key) => `${namespace}:entry:${key}`;
  const tagKey = (/** @type {string} */ tag) => `${namespace}:tag:${tag}`;
  const expiredKey = `${namespace}:expired`;
  const isReady = () => redis.status === 'ready' && pendingExpiries.size === 0;

  /** @param {Record<string, number>} times */
  async function writeExpiries(times) {
    await redis.hset(expiredKey, times);
    for (const tag of Object.keys(times)) {
      const keys = await redis.smembers(tagKey(tag));
      await redis.unlink(tagKey(tag), ...keys);
    }
  }

  async function sendPendingExpiries() {
    if (isSendingExpiries || pendingExpiries.size === 0) return;
    isSendingExpiries = true;
    const times = Object.fromEntries(pendingExpiries);
    try {
      await writeExpiries(times);
      // An expiry asked for again meanwhile keeps its later time, and is sent on the next try.
      for (const [tag, time] of Object.entries(times))
        if (pendingExpiries.get(tag) === time) pendingExpiries.delete(tag);
    } catch (error) {
      logger.error({ err: error }, 'Page cache: expiries not sent yet, retried when Redis is back');
    } finally {
      isSendingExpiries = false;
    }
  }

  /** @param {import('./index.mjs').CacheEntry} entry */
  async function isExpiredByTag(entry) {
    if (entry.tags.length === 0) return false;
    const expiredAt = await redis.hmget(expiredKey, ...entry.tags);

    return expiredAt.some((time) => time !== null && Number(time) >= entry.lastModified);
  }

  return {
    /** @param {string} key */
    async get(key) {
      if (!isReady()) return null;
      try {
        const text = await redis.get(entryKey(key));
        if (text === null) return null;
        /** @type {import('./index.mjs').CacheEntry} */
        const entry = deserializeEntry(text);

        return (await isExpiredByTag(entry)) ? null : entry;
      } catch (error) {
        logger.error({ err: error }, 'Page cache: read failed, rendering uncached');

        return null;
      }
    },

    /** @param {string} key @param {import('./index.mjs').CacheEntry} entry */
    async set(key, entry) {
      if (!isReady()) return;
      const write = redis.multi().set(entryKey(key), serializeEntry(entry), 'EX', ENTRY_TTL_SECONDS);
      for (const tag of entry.tags) write.sadd(tagKey(tag), entryKey(key)).expire(tagKey(tag), ENTRY_TTL_SECONDS);
      try {
        await write.exec();
      } catch (error) {
        logger.error({ err: error }, 'Page cache: write failed');
      }
    },

    /** @param {string} key */
    async delete(key) {
      if (!isReady()) return;
      try {
        await redis.unlink(entryKey(key));
      } catch (error) {
        logger.error({ err: error }, 'Page cache: delete failed');
      }
    },

    /** @param {string[]} tags */
    async expireTags(tags) {
      if (tags.length === 0) return;
      const now = Date.now();
      for (const tag of tags) pendingExpiries.set(tag, now);
      // Down: the admin's change is saved all the same; its expiry waits here and goes first when Redis is back.
      if (redis.status === 'ready') await sendPendingExpiries();
    },

    isReady,

    async close() {
      // QUIT waits for the answers still due; a Redis that is down has none to give, so the socket just closes.
      if (isReady()) await redis.quit();
      else redis.disconnect();
    },
  };
}
