import 'server-only';

import { sql } from 'drizzle-orm';

import { db } from '@/db';
import { rateLimits } from '@/db/schema';

export type RateLimitOptions = { key: string; limit: number; windowSeconds: number };
/** `hits` counts this one: exactly `limit + 1` for the first hit over the limit in a window. */
export type RateLimitResult = { allowed: boolean; retryAfterSeconds: number; hits: number };

/**
 * Counts one hit against `key` in a fixed window and says whether it is within `limit`. One upsert does the
 * read-and-increment, and the clock is the database's, so several server processes share the same counters.
 * A window starts with the first hit after the previous one ended.
 */
export async function consumeRateLimit({ key, limit, windowSeconds }: RateLimitOptions): Promise<RateLimitResult> {
  const windowEnd = sql`now() + make_interval(secs => ${windowSeconds})`;
  const isWindowOver = sql`${rateLimits.windowEndsAt} <= now()`;
  const [row] = await db
    .insert(rateLimits)
    .values({ key, hits: 1, windowEndsAt: windowEnd })
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: {
        hits: sql`case when ${isWindowOver} then 1 else ${rateLimits.hits} + 1 end`,
        windowEndsAt: sql`case when ${isWindowOver} then excluded.window_ends_at else ${rateLimits.windowEndsAt} end`,
      },
    })
    .returning({
      hits: rateLimits.hits,
      secondsLeft: sql<number>`greatest(0, ceil(extract(epoch from ${rateLimits.windowEndsAt} - now())))::int`,
    });
  if (!row) throw new Error(`Rate limit upsert for ${key} returned no row`);
  const isAllowed = row.hits <= limit;

  return { allowed: isAllowed, retryAfterSeconds: isAllowed ? 0 : Math.max(1, row.secondsLeft), hits: row.hits };
}
