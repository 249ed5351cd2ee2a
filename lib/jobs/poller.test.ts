import { eq, like } from 'drizzle-orm';
import { afterAll, describe, expect, it, vi } from 'vitest';

import { db } from '@/db';
import { scheduledJobs } from '@/db/schema';
import { MEETING_REMINDER_KIND, meetingReminderJob } from '@/lib/meetings/reminder-job';
// Renamed on import: the fixture registers Vitest hooks, it is no React hook.
import { useTestDatabase as prepareTestDatabase } from '@/tests/fixtures/database';

import { JOB_HANDLERS } from './handlers';
import { startJobPoller, stopJobs } from './poller';
import { scheduleJob } from './schedule';

prepareTestDatabase();

const poller = globalThis as unknown as { jobPoller?: NodeJS.Timeout; jobTick?: Promise<void> };

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

describe('stopJobs', () => {
  it('stops polling and resolves once the running jobs are finished, leaving none claimed and unfinished', async () => {
    await stopJobs();
    // More than one batch of due jobs: a stopping process finishes its batch and claims no other.
    const startsAt = new Date(Date.now() + 10 * 60_000);
    for (let meetingId = 9000; meetingId < 9045; meetingId += 1) await scheduleJob(meetingReminderJob({ meetingId, startsAt }));
    // A reminder that takes until the test lets it finish: the server is told to stop while it runs.
    let letReminderFinish = () => {};
    const finishReminder = new Promise<void>((resolve) => (letReminderFinish = resolve));
    let markReminderStarted = () => {};
    const reminderStarted = new Promise<void>((resolve) => (markReminderStarted = resolve));
    const remind = JOB_HANDLERS[MEETING_REMINDER_KIND];
    if (!remind) throw new Error('the meeting reminder handler is registered');
    const slowReminder = vi.spyOn(JOB_HANDLERS, MEETING_REMINDER_KIND).mockImplementation(async (payload) => {
      markReminderStarted();
      await finishReminder;
      await remind(payload);
    });

    startJobPoller();
    await reminderStarted;
    let isStopped = false;
    const stopping = stopJobs().then(() => (isStopped = true));
    await Promise.resolve();
    expect(isStopped).toBe(false);
    letReminderFinish();
    await stopping;
    slowReminder.mockRestore();

    expect(poller.jobPoller).toBeUndefined();
    const reminders = await db
      .select({ lockedUntil: scheduledJobs.lockedUntil, doneAt: scheduledJobs.doneAt })
      .from(scheduledJobs)
      .where(like(scheduledJobs.key, 'meeting-reminder:90%'));
    expect(reminders.filter((job) => job.lockedUntil && !job.doneAt)).toEqual([]);
    expect(reminders.filter((job) => job.doneAt)).toHaveLength(20);
  });
});
