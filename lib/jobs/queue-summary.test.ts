import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';

import { db } from '@/db';
import { scheduledJobs } from '@/db/schema';
import { useTestDatabase } from '@/tests/fixtures/database';

import { jobQueueSummary } from './queue-summary';

useTestDatabase();

describe('jobQueueSummary', () => {
  it('counts each kind of job waiting, running now and failed, and leaves done jobs out of all three', async () => {
    const inAMinute = sql`now() + interval '1 minute'`;
    const aMinuteAgo = sql`now() - interval '1 minute'`;
    await db.insert(scheduledJobs).values([
      { kind: 'meeting-reminder', key: 'waiting', payload: {}, runAt: new Date(Date.now() + 3_600_000) },
      { kind: 'meeting-reminder', key: 'due', payload: {}, runAt: new Date(Date.now() - 60_000) },
      { kind: 'meeting-reminder', key: 'lock-expired', payload: {}, runAt: new Date(), lockedUntil: aMinuteAgo },
      { kind: 'meeting-reminder', key: 'running', payload: {}, runAt: new Date(), lockedUntil: inAMinute, attempts: 1 },
      { kind: 'meeting-reminder', key: 'retrying', payload: {}, runAt: new Date(), lockedUntil: inAMinute, attempts: 2, lastError: 'SMTP down' },
      { kind: 'upkeep', key: 'given-up', payload: {}, runAt: new Date(), attempts: 5, lastError: 'SMTP down', doneAt: aMinuteAgo },
      { kind: 'upkeep', key: 'done', payload: {}, runAt: new Date(), attempts: 1, doneAt: aMinuteAgo },
    ]);

    expect(await jobQueueSummary()).toEqual([
      { kind: 'meeting-reminder', queued: 3, active: 1, failed: 1 },
      { kind: 'upkeep', queued: 0, active: 0, failed: 1 },
    ]);
  });
});
