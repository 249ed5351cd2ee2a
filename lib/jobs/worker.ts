import 'server-only';

import type PgBoss from 'pg-boss';

import { logger } from '@/lib/observability/logger';

import type { JobHandler, JobHandlers } from './job-handler';
import { createQueueOf, JOB_QUEUE_TIMING, type JobQueueTiming } from './queue';
import { driverQueueDatabase } from './queue-database';
import { cronOf, type RecurringJob } from './recurring';

export type JobWorkerSetup = { handlers: JobHandlers; recurring: readonly RecurringJob[]; timing?: JobQueueTiming };

/** A failed run is logged here, where an operator looks, and kept by the queue with its error for a retry. */
function logged(kind: string, handler: JobHandler): PgBoss.WorkHandler<Record<string, unknown>> {
  return async ([job]) => {
    if (!job) return;
    try {
      await handler(job.data);
    } catch (error) {
      logger.error({ err: error, job: kind, jobId: job.id }, 'Job failed');
      throw error;
    }
  };
}

/**
 * Starts `queue` as this process's worker: a queue per kind, the recurring schedules (a schedule no longer in
 * `recurring` is dropped), and one worker per kind that takes one due job at a time. The queue's tables exist
 * before it starts (migration 0017).
 */
export async function startJobWorker(
  queue: PgBoss,
  { handlers, recurring, timing = JOB_QUEUE_TIMING }: JobWorkerSetup,
): Promise<void> {
  const database = driverQueueDatabase();
  for (const kind of Object.keys(handlers)) await createQueueOf(database, kind);
  for (const schedule of await queue.getSchedules()) {
    if (!recurring.some((job) => job.kind === schedule.name)) await queue.unschedule(schedule.name);
  }
  for (const job of recurring) {
    await queue.schedule(
      job.kind,
      cronOf(job),
      {},
      job.runsUpToMinutes ? { expireInMinutes: job.runsUpToMinutes } : {},
    );
  }
  // Started once the schedules are in: its first look at them, at once, finds a run that is due.
  await queue.start();
  for (const [kind, handler] of Object.entries(handlers)) {
    await queue.work(
      kind,
      { pollingIntervalSeconds: timing.pollingIntervalSeconds, batchSize: 1 },
      logged(kind, handler),
    );
  }
}

/**
 * Stops taking jobs and waits (30 s at most) for the running ones to finish. A run cut off by the process's end
 * stays active until its expiry, then is retried by another server.
 */
export async function stopJobWorker(queue: PgBoss): Promise<void> {
  await queue.stop({ graceful: true, wait: true });
}
