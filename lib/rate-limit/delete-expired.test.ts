import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';

import { db } from '@/db';
import { rateLimits } from '@/db/schema';
import { cronOf } from '@/lib/jobs/recurring';
import { JOB_HANDLERS, RECURRING_JOBS } from '@/lib/setup/job-handlers';
// Renamed on import: the fixture registers Vitest hooks, it is no React hook.
import { useTestDatabase as prepareTestDatabase } from '@/tests/fixtures/database';

import { consumeRateLimit } from './consume-rate-limit';
import { EXPIRED_RATE_LIMITS_JOB } from './delete-expired';

prepareTestDatabase();

const FLOOD = 20_000;

describe('the expired rate limits job', () => {
  it('removes a flood of ended counters and keeps the running ones, every ten minutes', async () => {
    // What a script trying made-up e-mails leaves behind: one counter per address, every window over.
    await db.execute(sql`insert into rate_limits (key, hits, window_ends_at)
      select 'sign-in-code:member:email:' || n || '@example.com', 1, now() - interval '1 minute' - n * interval '1 second'
      from generate_series(1, ${FLOOD}) as n`);
    await consumeRateLimit({ key: 'sign-in-code:member:email:running@example.com', limit: 3, windowSeconds: 900 });
    await consumeRateLimit({ key: 'sign-in-code:member:email:running@example.com', limit: 3, windowSeconds: 900 });
    expect(await db.$count(rateLimits)).toBe(FLOOD + 1);

    await JOB_HANDLERS[EXPIRED_RATE_LIMITS_JOB.kind]?.({});

    expect(await db.select({ key: rateLimits.key, hits: rateLimits.hits }).from(rateLimits)).toEqual([
      { key: 'sign-in-code:member:email:running@example.com', hits: 2 },
    ]);
    expect(RECURRING_JOBS).toContain(EXPIRED_RATE_LIMITS_JOB);
    expect(cronOf(EXPIRED_RATE_LIMITS_JOB)).toBe('*/10 * * * *');
  });
});
