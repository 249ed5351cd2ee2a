import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';

import { db } from '@/db';
import { rateLimits, scheduledJobs } from '@/db/schema';
import { JOB_HANDLERS } from '@/lib/jobs/handlers';
import { scheduleRecurringJobs } from '@/lib/jobs/recurring';
import { runDueJobs } from '@/lib/jobs/run-due-jobs';
// Renamed on import: the fixture registers Vitest hooks, it is no React hook.
import { useTestDatabase as prepareTestDatabase } from '@/tests/fixtures/database';

import { consumeRateLimit } from './consume-rate-limit';
import { EXPIRED_RATE_LIMITS_JOB } from './delete-expired';

prepareTestDatabase();

const FLOOD = 20_000;

describe('the expired rate limits job', () => {
  it('removes a flood of ended counters and keeps the running ones, then runs again ten minutes later', async () => {
    // What a script trying made-up e-mails leaves behind: one counter per address, every window over.
    await db.execute(sql`insert into rate_limits (key, hits, window_ends_at)
      select 'sign-in-code:member:email:' || n || '@example.com', 1, now() - interval '1 minute' - n * interval '1 second'
      from generate_series(1, ${FLOOD}) as n`);
    await consumeRateLimit({ key: 'sign-in-code:member:email:running@example.com', limit: 3, windowSeconds: 900 });
    await consumeRateLimit({ key: 'sign-in-code:member:email:running@example.com', limit: 3, windowSeconds: 900 });
    expect(await db.$count(rateLimits)).toBe(FLOOD + 1);

    const startedAt = Date.now();
    // This job alone: the other upkeep (the nightly backup) has tests of its own.
    await scheduleRecurringJobs([EXPIRED_RATE_LIMITS_JOB]);
    expect(await runDueJobs({ handlers: JOB_HANDLERS })).toEqual({ claimed: 1, done: 1, failed: 0 });

    expect(await db.select({ key: rateLimits.key, hits: rateLimits.hits }).from(rateLimits)).toEqual([{ key: 'sign-in-code:member:email:running@example.com', hits: 2 }]);
    const [next] = await db.select().from(scheduledJobs).where(eq(scheduledJobs.key, EXPIRED_RATE_LIMITS_JOB.kind));
    expect(next?.doneAt).toBeNull();
    expect(next?.runAt.getTime()).toBeGreaterThanOrEqual(startedAt + 10 * 60_000);
    // Not due again yet: the next poll leaves the table alone.
    expect(await runDueJobs({ handlers: JOB_HANDLERS })).toEqual({ claimed: 0, done: 0, failed: 0 });
  });
});
