import 'server-only';

import type { JobHandler, JobHandlers } from './run-due-jobs';
import { type JobInput, scheduleJob } from './schedule';

/** Upkeep that runs every `everyMinutes`, as one scheduled job whose key is its kind. */
export type RecurringJob = { kind: string; everyMinutes: number; run: () => Promise<void> };

function runOf(job: RecurringJob, at: Date): JobInput {
  return { kind: job.kind, key: job.kind, payload: {}, runAt: at };
}

/**
 * Does the work, then schedules the next run under the same key. Rescheduling counts attempts afresh, so the run
 * that just finished is not marked done over the next one; a run that throws is retried like any job instead.
 */
function recurringHandler(job: RecurringJob): JobHandler {
  return async () => {
    await job.run();
    await scheduleJob(runOf(job, new Date(Date.now() + job.everyMinutes * 60_000)));
  };
}

export function recurringHandlers(jobs: readonly RecurringJob[]): JobHandlers {
  return Object.fromEntries(jobs.map((job) => [job.kind, recurringHandler(job)]));
}

/**
 * Makes each recurring job due now: called when a server starts, so upkeep that stopped (a run given up after
 * its retries, a database restored without its jobs) resumes, and whatever piled up while no server ran goes.
 */
export async function scheduleRecurringJobs(jobs: readonly RecurringJob[], now = new Date()): Promise<void> {
  for (const job of jobs) await scheduleJob(runOf(job, now));
}
