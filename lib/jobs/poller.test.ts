import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it, vi } from 'vitest';

import { db } from '@/db';
import { scheduledJobs } from '@/db/schema';
import { meetingReminderJob } from '@/lib/meetings/reminder-job';
// Renamed on import: the fixture registers Vitest hooks, it is no React hook.
import { useTestDatabase as prepareTestDatabase } from '@/tests/fixtures/database';

import { startJobPoller } from './poller';
import { scheduleJob } from './schedule';

prepareTestDatabase();

const poller = globalThis as unknown as { jobPoller?: NodeJS.Timeout };

afterAll(() => {
  clearInterval(poller.jobPoller);
  poller.jobPoller = undefined;
});

describe('startJobPoller', () => {
  it('runs the jobs already due at once, then polls on an interval that keeps no process alive, once per process', async () => {
    // The reminder of a meeting that no longer exists: its handler has nothing to mail, and the job is done.
    const job = meetingReminderJob({ meetingId: 404, startsAt: new Date(Date.now() + 10 * 60_000) });
    await scheduleJob(job);
    const setInterval = vi.spyOn(globalThis, 'setInterval');

    startJobPoller();
    startJobPoller();

    expect(setInterval).toHaveBeenCalledTimes(1);
    expect(setInterval).toHaveBeenCalledWith(expect.any(Function), 30_000);
    expect(poller.jobPoller?.hasRef()).toBe(false);
    await vi.waitFor(async () => {
      const [row] = await db.select({ doneAt: scheduledJobs.doneAt }).from(scheduledJobs).where(eq(scheduledJobs.key, job.key));
      expect(row?.doneAt).toBeInstanceOf(Date);
    });
    setInterval.mockRestore();
  });
});
