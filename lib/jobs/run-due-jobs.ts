import 'server-only';

import { and, asc, eq, inArray, isNull, lt, lte, or, sql, type SQL } from 'drizzle-orm';

import { db } from '@/db';
import { scheduledJobs } from '@/db/schema';

/** Does a job's work; throwing makes the job run again later. */
export type JobHandler = (payload: Record<string, unknown>) => Promise<void>;
export type JobHandlers = Readonly<Record<string, JobHandler>>;
export type JobRunSummary = { claimed: number; done: number; failed: number };

/** A job that failed this many times is given up (marked done, its last error kept). */
export const MAX_JOB_ATTEMPTS = 5;
export const DEFAULT_JOB_BATCH = 20;

type ClaimedJob = typeof scheduledJobs.$inferSelect;

/**
 * Claims up to `limit` due jobs in one statement: FOR UPDATE SKIP LOCKED lets concurrent claimers pass each
 * other's rows, and `locked_until` keeps a claimed job from every other process for 5 minutes, so however many
 * server processes poll, each job runs once (again only after a failure or a crash past the lock).
 */
async function claimDueJobs(at: SQL, limit: number): Promise<ClaimedJob[]> {
  const due = db
    .select({ id: scheduledJobs.id })
    .from(scheduledJobs)
    .where(and(isNull(scheduledJobs.doneAt), lte(scheduledJobs.runAt, at), or(isNull(scheduledJobs.lockedUntil), lt(scheduledJobs.lockedUntil, at))))
    .orderBy(asc(scheduledJobs.runAt))
    .limit(limit)
    .for('update', { skipLocked: true });

  return db
    .update(scheduledJobs)
    .set({ lockedUntil: sql`${at} + interval '5 minutes'`, attempts: sql`${scheduledJobs.attempts} + 1` })
    .where(inArray(scheduledJobs.id, due))
    .returning();
}

/**
 * The claimed job, unless it was rescheduled while it ran: rescheduling counts attempts afresh, so the run's
 * outcome then belongs to a version of the job that no longer exists.
 */
const stillClaimed = (job: ClaimedJob) => and(eq(scheduledJobs.id, job.id), eq(scheduledJobs.attempts, job.attempts));

async function markDone(job: ClaimedJob): Promise<void> {
  await db.update(scheduledJobs).set({ doneAt: sql`now()`, lockedUntil: null, lastError: '' }).where(stillClaimed(job));
}

/** Keeps the error; retries after `attempts` minutes, or gives up after MAX_JOB_ATTEMPTS. */
async function recordFailure(job: ClaimedJob, at: SQL, error: unknown): Promise<void> {
  const message = error instanceof Error ? error.message : String(error);
  const isGivenUp = job.attempts >= MAX_JOB_ATTEMPTS;
  await db
    .update(scheduledJobs)
    .set({
      lastError: message.slice(0, 2000),
      lockedUntil: isGivenUp ? null : sql`${at} + make_interval(mins => ${job.attempts})`,
      doneAt: isGivenUp ? sql`now()` : null,
    })
    .where(stillClaimed(job));
}

type RunDueJobsOptions = { handlers: JobHandlers; now?: Date; limit?: number };

/**
 * Runs the jobs due at `now` (the database's clock by default), one batch: each claimed job is handed to the
 * handler of its kind and marked done, or its error recorded for a later retry.
 */
export async function runDueJobs({ handlers, now, limit = DEFAULT_JOB_BATCH }: RunDueJobsOptions): Promise<JobRunSummary> {
  const at = now ? sql`${now.toISOString()}::timestamptz` : sql`now()`;
  const jobs = await claimDueJobs(at, limit);
  const summary: JobRunSummary = { claimed: jobs.length, done: 0, failed: 0 };
  for (const job of jobs) {
    try {
      const handler = handlers[job.kind];
      if (!handler) throw new Error(`No handler for jobs of kind ${job.kind}`);
      await handler(job.payload);
      await markDone(job);
      summary.done += 1;
    } catch (error) {
      await recordFailure(job, at, error);
      summary.failed += 1;
    }
  }

  return summary;
}
