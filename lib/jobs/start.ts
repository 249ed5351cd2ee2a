import 'server-only';

import type PgBoss from 'pg-boss';

import { JOB_HANDLERS, RECURRING_JOBS } from './handlers';
import { createJobQueue } from './queue';
import { startJobWorker } from './worker';

// One worker per process, kept across hot reloads in development.
const globalForJobs = globalThis as unknown as { jobWorker?: PgBoss };

/** Starts running this server's share of the scheduled jobs (after the database is migrated). */
export async function startJobs(): Promise<void> {
  if (globalForJobs.jobWorker) return;
  const queue = createJobQueue();
  globalForJobs.jobWorker = queue;
  queue.on('error', (error) => console.error('Job queue error:', error));
  await startJobWorker(queue, { handlers: JOB_HANDLERS, recurring: RECURRING_JOBS });
}

/**
 * Stops taking jobs and waits (30 s at most) for the running ones to finish. A run cut off by the process's end
 * stays active until its expiry, then is retried by another server.
 */
export async function stopJobs(): Promise<void> {
  const queue = globalForJobs.jobWorker;
  if (!queue) return;
  globalForJobs.jobWorker = undefined;
  await queue.stop({ graceful: true, wait: true });
}
