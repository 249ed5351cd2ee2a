import 'server-only';

import type { JobHandlers } from './job-handler';

/**
 * Upkeep that runs every `everyMinutes` (a divisor of an hour, or whole hours dividing a day), or at the times of
 * `cron` when given (five fields, UTC: '0 3 * * *' is 03:00 UTC every day). Every server keeps the schedule; the
 * queue starts each run on one of them.
 */
export type RecurringJob = {
  kind: string;
  everyMinutes: number;
  cron?: string;
  /** How long a run may take before it counts as cut off and is retried (the queue's 15 minutes when unset). */
  runsUpToMinutes?: number;
  run: () => Promise<void>;
};

/** The cron expression of a job's schedule. */
export function cronOf(job: RecurringJob): string {
  if (job.cron) return job.cron;
  const minutes = job.everyMinutes;
  if (Number.isInteger(minutes) && minutes > 0 && minutes < 60 && 60 % minutes === 0)
    return minutes === 1 ? '* * * * *' : `*/${minutes} * * * *`;
  const hours = minutes / 60;
  if (Number.isInteger(hours) && hours > 0 && 24 % hours === 0) return hours === 1 ? '0 * * * *' : `0 */${hours} * * *`;
  throw new Error(`${job.kind}: every ${minutes} minutes is no schedule a clock repeats; give a cron expression`);
}

/** A recurring job's queued runs carry no payload: each does the whole upkeep. */
export function recurringHandlers(jobs: readonly RecurringJob[]): JobHandlers {
  return Object.fromEntries(jobs.map((job) => [job.kind, () => job.run()]));
}
