import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';

import { startRedisServer, type RedisServer } from '@/tests/fixtures/redis-server';

import CacheHandler from './index.mjs';
import { createMemoryStore } from './memory-store.mjs';
import { createRedisStore } from './redis-store.mjs';
import { deserializeEntry, serializeEntry } from './serialize.mjs';

/** What Next.js stores for an app page: the HTML, the RSC payload as a Buffer, per-segment payloads as a Map. */
function pageValue(html: string, tags: string, status = 200) {
  return {
    kind: 'APP_PAGE',
    html,
    rscData: Buffer.from(`payload of ${html}`),
    segmentData: new Map([['/_tree', Buffer.from('tree')]]),
    headers: { 'x-next-cache-tags': tags },
    status,
  };
}

describe('entry serialization', () => {
  it('brings Buffers and Maps back as they were', () => {
    const value = pageValue('<p>Мэдээ</p>', 'a,b');
    const restored = deserializeEntry(serializeEntry({ value })) as { value: ReturnType<typeof pageValue> };

    expect(restored.value.rscData).toEqual(value.rscData);
    expect(Buffer.isBuffer(restored.value.rscData)).toBe(true);
    expect(restored.value.segmentData).toEqual(value.segmentData);
    expect(restored.value.html).toBe('<p>Мэдээ</p>');
  });
});

describe('the embedded (in-memory) handler', () => {
  it('serves what was set and forgets entries whose tag (from the context or the page header) expires', async () => {
    const handler = new CacheHandler();
    await handler.set('/mm/contact', pageValue('contact', '_N_T_/[locale]/layout'), { tags: [] });
    await handler.set('fetch-key', { kind: 'FETCH' }, { tags: ['news'] });

    expect((await handler.get('/mm/contact'))?.value).toMatchObject({ html: 'contact' });
    await handler.revalidateTag('_N_T_/[locale]/layout');
    expect(await handler.get('/mm/contact')).toBeNull();
    expect(await handler.get('fetch-key')).not.toBeNull();
    await handler.revalidateTag(['news']);
    expect(await handler.get('fetch-key')).toBeNull();
  });
});

describe('what the page cache keeps', () => {
  it('never stores a page that answers 404, and forgets the page its address held before', async () => {
    const handler = new CacheHandler();
    await handler.set('/mm/no-such-page', pageValue('not found', 'layout', 404), { tags: [] });
    expect(await handler.get('/mm/no-such-page')).toBeNull();

    await handler.set('/mm/detail/7', pageValue('news 7', 'layout'), { tags: [] });
    await handler.set('/mm/detail/7', pageValue('not found', 'layout', 404), { tags: [] });
    expect(await handler.get('/mm/detail/7')).toBeNull();
  });

  it('gives a 404 page the hashes of its inline scripts though it is not stored: Next.js answers from that value', async () => {
    const handler = new CacheHandler();
    const notFound = pageValue('<script>self.__next_f.push([1,"0:{}\\n"])</script>', 'layout', 404);
    await handler.set('/mm/no-such-page', notFound, { tags: [] });

    expect(notFound.headers).toMatchObject({
      'content-security-policy': expect.stringMatching(/script-src 'self' 'sha256-/),
    });
  });

  it('keeps the pages read last when more pages come than it holds', async () => {
    const store = createMemoryStore({ maxEntries: 2 });
    const entry = (html: string) => ({ value: pageValue(html, ''), lastModified: Date.now(), tags: [] });
    await store.set('/mm', entry('home'));
    await store.set('/mm/blog/8=1', entry('news'));
    await store.get('/mm');
    await store.set('/mm/contact', entry('contact'));

    expect(await store.get('/mm')).not.toBeNull();
    expect(await store.get('/mm/contact')).not.toBeNull();
    expect(await store.get('/mm/blog/8=1')).toBeNull();
  });
});

describe('the Redis store shared by several server processes', () => {
  let server: RedisServer;
  beforeAll(async () => {
    server = await startRedisServer();
  });
  afterAll(async () => {
    await server.stop();
  });

  it('serves a page written by one process to another, and an expiry on either reaches both at once', async () => {
    const first = createRedisStore({ url: server.url, namespace: 'test-share' });
    const second = createRedisStore({ url: server.url, namespace: 'test-share' });
    const entry = {
      value: pageValue('home', 'layout'),
      lastModified: Date.now(),
      tags: ['layout'],
      cacheControl: { revalidate: 10 },
    };
    await waitReady(first, second);

    await first.set('/mm', entry);
    const seen = await second.get('/mm');
    expect(seen?.value).toEqual(entry.value);
    expect(seen?.cacheControl).toEqual({ revalidate: 10 });

    await second.expireTags(['layout']);
    expect(await first.get('/mm')).toBeNull();
    await Promise.all([first.close(), second.close()]);
  });

  it('never serves an entry written back by a render that started before its tag expired', async () => {
    const store = createRedisStore({ url: server.url, namespace: 'test-late' });
    await waitReady(store);
    const renderedAt = Date.now();
    await store.expireTags(['layout']);
    await store.set('/mm/contact', {
      value: pageValue('old', 'layout'),
      lastModified: renderedAt - 1,
      tags: ['layout'],
    });

    expect(await store.get('/mm/contact')).toBeNull();
    await store.close();
  });

  it('forgets an entry on delete, for every process', async () => {
    const first = createRedisStore({ url: server.url, namespace: 'test-delete' });
    const second = createRedisStore({ url: server.url, namespace: 'test-delete' });
    await waitReady(first, second);
    await first.set('/mm/detail/7', { value: pageValue('news 7', ''), lastModified: Date.now(), tags: [] });
    await second.delete('/mm/detail/7');

    expect(await first.get('/mm/detail/7')).toBeNull();
    await Promise.all([first.close(), second.close()]);
  });

  it('keeps builds apart: another namespace does not see the entry', async () => {
    const current = createRedisStore({ url: server.url, namespace: 'build-a' });
    const next = createRedisStore({ url: server.url, namespace: 'build-b' });
    await waitReady(current, next);
    await current.set('/mm', { value: pageValue('a', ''), lastModified: Date.now(), tags: [] });

    expect(await next.get('/mm')).toBeNull();
    await Promise.all([current.close(), next.close()]);
  });
});

describe('the Redis store when Redis goes down and comes back', () => {
  it('answers at once while it is down, keeps an expiry asked meanwhile, and stores pages again once it is back', async () => {
    const server = await startRedisServer();
    const store = createRedisStore({ url: server.url, namespace: 'test-outage' });
    const entry = (html: string) => ({ value: pageValue(html, 'layout'), lastModified: Date.now(), tags: ['layout'] });
    await waitReady(store);
    await store.set('/mm', entry('home'));

    await server.stop();
    await vi.waitFor(() => expect(store.isReady()).toBe(false));
    // Pages render uncached: reads find nothing, writes and an admin's expiry are taken without waiting for Redis.
    expect(await store.get('/mm')).toBeNull();
    await store.set('/mm/about', entry('about'));
    const changedAt = Date.now();
    await store.expireTags(['layout']);

    await server.start();
    await vi.waitFor(() => expect(store.isReady()).toBe(true), { timeout: 10_000 });
    await store.set('/mm/contact', entry('contact'));
    const redis = new Redis(server.url);
    try {
      expect(await redis.exists('test-outage:entry:/mm/contact')).toBe(1);
      expect(Number(await redis.hget('test-outage:expired', 'layout'))).toBeGreaterThanOrEqual(changedAt);
      expect((await store.get('/mm/contact'))?.value).toEqual(pageValue('contact', 'layout'));
    } finally {
      redis.disconnect();
      await store.close();
      await server.stop();
    }
  });
});

/** A store skips the cache until its connection is ready; the tests start from a ready one. */
async function waitReady(...stores: Array<{ get(key: string): Promise<unknown>; isReady(): boolean }>): Promise<void> {
  for (const store of stores) {
    while (!store.isReady()) await new Promise((resolve) => setTimeout(resolve, 10));
  }
}
