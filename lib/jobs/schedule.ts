import 'server-only';

import { eq } from 'drizzle-orm';

import { db, type Database } from '@/db';
import { scheduledJobs } from '@/db/schema';

/** Work to do at `runAt`; `key` names it, so scheduling the same work again replaces it instead of adding it. */
export type JobInput = { kind: string; key: string; payload: Record<string, unknown>; runAt: Date };

/**
 * Schedules a job, or reschedules the job of the same key: new time and payload, not done, attempts counted
 * afresh. `executor` is a transaction when the job must stand or fall with the change that asks for it.
 */
export async function scheduleJob(job: JobInput, executor: Database = db): Promise<void> {
  await executor
    .insert(scheduledJobs)
    .values(job)
    .onConflictDoUpdate({
      target: scheduledJobs.key,
      set: { kind: job.kind, payload: job.payload, runAt: job.runAt, doneAt: null, attempts: 0, lastError: '' },
    });
}

/** Drops the job of `key`, if any; a run already under way finishes (handlers re-read what they act on). */
export async function cancelJob(key: string, executor: Database = db): Promise<void> {
  await executor.delete(scheduledJobs).where(eq(scheduledJobs.key, key));
}
