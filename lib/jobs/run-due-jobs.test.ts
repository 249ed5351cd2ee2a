import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';

import { db } from '@/db';
import { scheduledJobs } from '@/db/schema';
// Renamed on import: the fixture registers Vitest hooks, it is no React hook.
import { useTestDatabase as prepareTestDatabase } from '@/tests/fixtures/database';

import { MAX_JOB_ATTEMPTS, runDueJobs } from './run-due-jobs';
import { cancelJob, scheduleJob } from './schedule';

prepareTestDatabase();

const MINUTE = 60_000;
const inMinutes = (minutes: number, from = Date.now()) => new Date(from + minutes * MINUTE);

async function jobOf(key: string) {
  const [job] = await db.select().from(scheduledJobs).where(eq(scheduledJobs.key, key));

  return job;
}

describe('scheduleJob and cancelJob', () => {
  it('keeps one job per key: scheduling again moves it, replaces its payload and makes it due again', async () => {
    await scheduleJob({ kind: 'test', key: 'job:once', payload: { n: 1 }, runAt: inMinutes(-1) });
    await runDueJobs({ handlers: { test: async () => undefined } });
    expect((await jobOf('job:once'))?.doneAt).not.toBeNull();

    const later = inMinutes(10);
    await scheduleJob({ kind: 'test', key: 'job:once', payload: { n: 2 }, runAt: later });
    const job = await jobOf('job:once');

    expect(await db.$count(scheduledJobs, eq(scheduledJobs.key, 'job:once'))).toBe(1);
    expect(job).toMatchObject({ payload: { n: 2 }, runAt: later, doneAt: null, attempts: 0, lastError: '' });
  });

  it('drops a cancelled job', async () => {
    await scheduleJob({ kind: 'test', key: 'job:dropped', payload: {}, runAt: inMinutes(-1) });
    await cancelJob('job:dropped');
    await cancelJob('job:never-scheduled');

    expect(await jobOf('job:dropped')).toBeUndefined();
  });
});

describe('runDueJobs', () => {
  it('runs the due jobs once each, in time order, and leaves the others for later', async () => {
    const ran: unknown[] = [];
    await scheduleJob({ kind: 'collect', key: 'job:b', payload: { name: 'b' }, runAt: inMinutes(-1) });
    await scheduleJob({ kind: 'collect', key: 'job:a', payload: { name: 'a' }, runAt: inMinutes(-2) });
    await scheduleJob({ kind: 'collect', key: 'job:future', payload: { name: 'future' }, runAt: inMinutes(30) });
    const handlers = { collect: async (payload: Record<string, unknown>) => void ran.push(payload.name) };

    expect(await runDueJobs({ handlers })).toEqual({ claimed: 2, done: 2, failed: 0 });
    expect(await runDueJobs({ handlers })).toEqual({ claimed: 0, done: 0, failed: 0 });
    expect(ran).toEqual(['a', 'b']);

    await runDueJobs({ handlers, now: inMinutes(31) });
    expect(ran).toEqual(['a', 'b', 'future']);
  });

  it('hands each job to one of two runners that claim at the same time', async () => {
    const ran: unknown[] = [];
    for (let index = 0; index < 10; index++) {
      await scheduleJob({ kind: 'race', key: `job:race-${index}`, payload: { index }, runAt: inMinutes(-1) });
    }
    const handlers = { race: async (payload: Record<string, unknown>) => void ran.push(payload.index) };
    const [first, second] = await Promise.all([runDueJobs({ handlers, limit: 6 }), runDueJobs({ handlers, limit: 6 })]);

    expect((first?.claimed ?? 0) + (second?.claimed ?? 0)).toBe(10);
    expect(ran).toHaveLength(10);
    expect(new Set(ran).size).toBe(10);
  });

  it('leaves a job claimed by a runner to it until the claim expires', async () => {
    await scheduleJob({ kind: 'slow', key: 'job:claimed', payload: {}, runAt: inMinutes(-1) });
    // Another process claimed it: the lock is in the row.
    await db.update(scheduledJobs).set({ lockedUntil: inMinutes(5), attempts: 1 }).where(eq(scheduledJobs.key, 'job:claimed'));
    const ran: string[] = [];
    const handlers = { slow: async () => void ran.push('slow') };

    await runDueJobs({ handlers });
    expect(ran).toEqual([]);
    // That process died: once the lock has expired, another one takes the job over.
    await runDueJobs({ handlers, now: inMinutes(6) });
    expect(ran).toEqual(['slow']);
  });

  it('retries a failing job later, keeping its error, and gives up after the last attempt', async () => {
    await scheduleJob({ kind: 'flaky', key: 'job:flaky', payload: {}, runAt: inMinutes(-1) });
    let calls = 0;
    const handlers = {
      flaky: async () => {
        calls += 1;
        throw new Error(`failure ${calls}`);
      },
    };

    expect(await runDueJobs({ handlers })).toEqual({ claimed: 1, done: 0, failed: 1 });
    expect(await jobOf('job:flaky')).toMatchObject({ attempts: 1, lastError: 'failure 1', doneAt: null });
    // Not at once: the retry waits a minute per attempt made.
    expect(await runDueJobs({ handlers })).toMatchObject({ claimed: 0 });

    let now = Date.now();
    for (let attempt = 2; attempt <= MAX_JOB_ATTEMPTS + 1; attempt++) {
      now += 10 * MINUTE;
      await runDueJobs({ handlers, now: new Date(now) });
    }
    const job = await jobOf('job:flaky');

    expect(calls).toBe(MAX_JOB_ATTEMPTS);
    expect(job).toMatchObject({ attempts: MAX_JOB_ATTEMPTS, lastError: `failure ${MAX_JOB_ATTEMPTS}` });
    expect(job?.doneAt).not.toBeNull();
  });

  it('records a job of a kind without a handler as failed', async () => {
    await scheduleJob({ kind: 'unknown-kind', key: 'job:orphan', payload: {}, runAt: inMinutes(-1) });

    expect(await runDueJobs({ handlers: {} })).toEqual({ claimed: 1, done: 0, failed: 1 });
    expect((await jobOf('job:orphan'))?.lastError).toBe('No handler for jobs of kind unknown-kind');
  });

  it('does not mark done a job rescheduled while it ran', async () => {
    await scheduleJob({ kind: 'moving', key: 'job:moving', payload: { version: 1 }, runAt: inMinutes(-1) });
    const later = inMinutes(20);
    const handlers = {
      moving: async () => {
        await scheduleJob({ kind: 'moving', key: 'job:moving', payload: { version: 2 }, runAt: later });
      },
    };
    await runDueJobs({ handlers });

    expect(await jobOf('job:moving')).toMatchObject({ payload: { version: 2 }, runAt: later, doneAt: null, attempts: 0 });
  });
});
