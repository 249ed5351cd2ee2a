import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';

import { db } from '@/db';
import { rateLimits } from '@/db/schema';
// Renamed on import: the fixture registers Vitest hooks, it is no React hook.
import { useTestDatabase as prepareTestDatabase } from '@/tests/fixtures/database';

import { consumeRateLimit } from './consume-rate-limit';

prepareTestDatabase();

describe('consumeRateLimit', () => {
  it('allows hits up to the limit, then refuses with the seconds left in the window', async () => {
    const options = { key: 'test:limit', limit: 3, windowSeconds: 60 };
    const results = [];
    for (let hit = 0; hit < 5; hit += 1) results.push(await consumeRateLimit(options));

    expect(results.map((result) => result.allowed)).toEqual([true, true, true, false, false]);
    expect(results[0]?.retryAfterSeconds).toBe(0);
    expect(results[4]?.retryAfterSeconds).toBeGreaterThan(55);
    expect(results[4]?.retryAfterSeconds).toBeLessThanOrEqual(60);
  });

  it('keeps separate counters per key', async () => {
    await consumeRateLimit({ key: 'test:a', limit: 1, windowSeconds: 60 });

    expect((await consumeRateLimit({ key: 'test:a', limit: 1, windowSeconds: 60 })).allowed).toBe(false);
    expect((await consumeRateLimit({ key: 'test:b', limit: 1, windowSeconds: 60 })).allowed).toBe(true);
  });

  it('starts a new window once the old one has ended', async () => {
    const options = { key: 'test:window', limit: 1, windowSeconds: 60 };
    await consumeRateLimit(options);
    expect((await consumeRateLimit(options)).allowed).toBe(false);

    await db
      .update(rateLimits)
      .set({ windowEndsAt: sql`now() - interval '1 second'` })
      .where(eq(rateLimits.key, options.key));

    expect(await consumeRateLimit(options)).toEqual({ allowed: true, retryAfterSeconds: 0, hits: 1 });
    const [row] = await db.select().from(rateLimits).where(eq(rateLimits.key, options.key));
    expect(row?.hits).toBe(1);
    expect(row?.windowEndsAt.getTime()).toBeGreaterThan(Date.now() + 50_000);
  });

  it('counts concurrent hits exactly', async () => {
    const options = { key: 'test:concurrent', limit: 10, windowSeconds: 60 };
    const results = await Promise.all(Array.from({ length: 25 }, () => consumeRateLimit(options)));

    expect(results.filter((result) => result.allowed)).toHaveLength(10);
  });
});
