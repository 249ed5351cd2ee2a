import { sql } from 'drizzle-orm';
import type PgBoss from 'pg-boss';
import { afterAll, describe, expect, it, vi } from 'vitest';

import { db } from '@/db';
// Renamed on import: the fixture registers Vitest hooks, it is no React hook.
import { useTestDatabase as prepareTestDatabase } from '@/tests/fixtures/database';
import { bringForward, queuedJobOf, runDueJobs, useJobQueue } from '@/tests/fixtures/job-queue';

import type { JobHandlers } from './job-handler';
import { createJobQueue } from './queue';
import { jobQueueSummary } from './queue-summary';
import { cronOf } from './recurring';
import { cancelJob, scheduleJob } from './schedule';
import { startJobWorker, stopJobWorker } from './worker';

prepareTestDatabase();
const jobQueue = useJobQueue();

const FAST = { pollingIntervalSeconds: 0.5, maintenanceIntervalSeconds: 1 };
const inMinutes = (minutes: number) => new Date(Date.now() + minutes * 60_000);

const engines: PgBoss[] = [];
/** A second server: its own engine over the same database, working the given kinds. */
async function startEngine(
  handlers: JobHandlers,
  recurring: Parameters<typeof startJobWorker>[1]['recurring'] = [],
): Promise<PgBoss> {
  const engine = createJobQueue(FAST);
  engines.push(engine);
  await startJobWorker(engine, { handlers, recurring, timing: FAST });

  return engine;
}

afterAll(async () => {
  for (const engine of engines) await engine.stop({ graceful: false, wait: true });
});

describe('scheduleJob and cancelJob', () => {
  it('runs a scheduled job once when a worker is up', async () => {
    const ran: unknown[] = [];
    await scheduleJob({ kind: 'once', key: 'once:1', payload: { n: 1 }, runAt: inMinutes(-1) });
    await startEngine({ once: async (payload) => void ran.push(payload.n) });

    await vi.waitFor(async () => expect((await queuedJobOf('once:1'))?.state).toBe('completed'));
    expect(ran).toEqual([1]);
  });

  it('keeps one waiting job per key: scheduling again replaces its time and payload', async () => {
    await scheduleJob({ kind: 'moved', key: 'moved:1', payload: { n: 1 }, runAt: inMinutes(10) });
    const later = inMinutes(20);
    await scheduleJob({ kind: 'moved', key: 'moved:1', payload: { n: 2 }, runAt: later });

    const { rows } = (await db.execute(sql`select data from pgboss.job where singleton_key = 'moved:1'`)) as {
      rows: unknown[];
    };
    expect(rows).toEqual([{ data: { n: 2 } }]);
    expect(await queuedJobOf('moved:1')).toMatchObject({ state: 'created', startAfter: later });
  });

  it('drops a cancelled job', async () => {
    await scheduleJob({ kind: 'dropped', key: 'dropped:1', payload: {}, runAt: inMinutes(-1) });
    await cancelJob('dropped:1');
    await cancelJob('dropped:never-scheduled');

    expect(await queuedJobOf('dropped:1')).toBeUndefined();
  });

  it('queues no job whose transaction rolled back', async () => {
    await db
      .transaction(async (tx) => {
        await scheduleJob({ kind: 'rolled-back', key: 'rolled-back:1', payload: {}, runAt: inMinutes(-1) }, tx);
        throw new Error('the change failed');
      })
      .catch(() => undefined);
    await scheduleJob({ kind: 'rolled-back', key: 'kept:1', payload: {}, runAt: inMinutes(-1) });
    const ran: string[] = [];

    expect(await runDueJobs(jobQueue(), { 'rolled-back': async () => void ran.push('ran') })).toEqual({
      done: 1,
      failed: 0,
    });
    expect(ran).toEqual(['ran']);
    expect(await queuedJobOf('rolled-back:1')).toBeUndefined();
  });
});

describe('the queue', () => {
  it('retries a failing job later and later, then keeps it as failed with its error', async () => {
    await scheduleJob({ kind: 'flaky', key: 'flaky:1', payload: {}, runAt: inMinutes(-1) });
    let calls = 0;
    const handlers = {
      flaky: async () => {
        calls += 1;
        throw new Error(`failure ${calls}`);
      },
    };
    const delays: number[] = [];
    for (let attempt = 1; attempt <= 5; attempt++) {
      expect(await runDueJobs(jobQueue(), handlers)).toEqual({ done: 0, failed: 1 });
      const job = await queuedJobOf('flaky:1');
      if (attempt === 5) break;
      expect(job?.state).toBe('retry');
      delays.push((job?.startAfter.getTime() ?? 0) - Date.now());
      // Not at once: the retry waits.
      expect(await runDueJobs(jobQueue(), handlers)).toEqual({ done: 0, failed: 0 });
      await bringForward(inMinutes(60));
    }

    expect(calls).toBe(5);
    expect(delays[0]).toBeGreaterThan(10_000);
    expect(delays[3]).toBeGreaterThan(delays[0] ?? 0);
    expect(await queuedJobOf('flaky:1')).toMatchObject({ state: 'failed', retryCount: 4 });
    expect(await jobQueueSummary()).toContainEqual({ kind: 'flaky', queued: 0, active: 0, failed: 1 });
  });

  it('runs each job once with two workers on the same jobs', async () => {
    const ran: unknown[] = [];
    for (let index = 0; index < 12; index++)
      await scheduleJob({ kind: 'race', key: `race:${index}`, payload: { index }, runAt: inMinutes(-1) });
    const handlers = { race: async (payload: Record<string, unknown>) => void ran.push(payload.index) };
    await Promise.all([startEngine(handlers), startEngine(handlers)]);

    await vi.waitFor(
      async () =>
        expect((await jobQueueSummary()).find(({ kind }) => kind === 'race')).toMatchObject({ queued: 0, active: 0 }),
      { timeout: 15_000 },
    );
    expect(ran).toHaveLength(12);
    expect(new Set(ran).size).toBe(12);
  });

  it('retries a job whose worker died only after the run expired', async () => {
    await scheduleJob({ kind: 'orphan', key: 'orphan:1', payload: {}, runAt: inMinutes(-1) });
    // A server takes the job, then dies: the job stays active, held by no one.
    const [claimed] = await jobQueue().fetch('orphan');
    expect(claimed).toBeDefined();
    expect(await jobQueue().fetch('orphan')).toEqual([]);
    expect((await queuedJobOf('orphan:1'))?.state).toBe('active');

    // Its expiry (15 minutes) passes; the next maintenance fails the run, and a worker retries it after the backoff.
    await db.execute(
      sql`update pgboss.job set started_on = now() - interval '16 minutes' where singleton_key = 'orphan:1'`,
    );
    const ran: string[] = [];
    await startEngine({ orphan: async () => void ran.push('ran') });
    await vi.waitFor(async () => expect((await queuedJobOf('orphan:1'))?.state).toBe('retry'), { timeout: 15_000 });
    expect(ran).toEqual([]);
    await bringForward(inMinutes(60));

    await vi.waitFor(async () => expect((await queuedJobOf('orphan:1'))?.state).toBe('completed'), { timeout: 15_000 });
    expect(ran).toEqual(['ran']);
    expect((await queuedJobOf('orphan:1'))?.retryCount).toBe(1);
  });

  it('runs the recurring jobs on their schedule', async () => {
    const ran: string[] = [];
    const everyMinute = { kind: 'tick', everyMinutes: 1, run: async () => void ran.push('tick') };
    // The servers share one look at the schedules every 30 s: this file's other engines stop, and their last look
    // is forgotten, so the one starting now looks at once, like the first server up.
    for (const engine of engines.splice(0)) await engine.stop({ graceful: false, wait: true });
    await db.execute(sql`update pgboss.version set cron_on = null`);
    await startEngine({ tick: everyMinute.run }, [everyMinute]);

    await vi.waitFor(() => expect(ran).toEqual(['tick']), { timeout: 15_000 });
    expect(await jobQueue().getSchedules()).toContainEqual(
      expect.objectContaining({ name: 'tick', cron: '* * * * *' }),
    );
  });

  it('stops taking jobs, and lets the running one finish before it returns', async () => {
    let release = () => undefined as void;
    let markStarted = () => undefined as void;
    const started = new Promise<void>((resolve) => (markStarted = resolve));
    await scheduleJob({ kind: 'slow', key: 'slow:1', payload: {}, runAt: inMinutes(-1) });
    const engine = await startEngine({
      slow: () => {
        markStarted();
        return new Promise<void>((resolve) => (release = resolve));
      },
    });
    await started;

    let isStopped = false;
    const stopping = stopJobWorker(engine).then(() => (isStopped = true));
    await scheduleJob({ kind: 'slow', key: 'slow:2', payload: {}, runAt: inMinutes(-1) });
    expect((await queuedJobOf('slow:1'))?.state).toBe('active');
    expect(isStopped).toBe(false);
    release();
    await stopping;

    expect((await queuedJobOf('slow:1'))?.state).toBe('completed');
    expect((await queuedJobOf('slow:2'))?.state).toBe('created');
  });

  it('turns intervals into cron schedules, and refuses one a clock does not repeat', () => {
    const job = (everyMinutes: number, cron?: string) => ({
      kind: 'k',
      everyMinutes,
      cron,
      run: async () => undefined,
    });

    expect(cronOf(job(10))).toBe('*/10 * * * *');
    expect(cronOf(job(60))).toBe('0 * * * *');
    expect(cronOf(job(360))).toBe('0 */6 * * *');
    expect(cronOf(job(1440, '0 3 * * *'))).toBe('0 3 * * *');
    expect(() => cronOf(job(7))).toThrow('every 7 minutes');
  });
});
