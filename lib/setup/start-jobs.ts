import 'server-only';

import type PgBoss from 'pg-boss';

import { createJobQueue } from '@/lib/jobs/queue';
import { startJobWorker, stopJobWorker } from '@/lib/jobs/worker';
import { logger } from '@/lib/observability/logger';

import { JOB_HANDLERS, RECURRING_JOBS } from './job-handlers';

// One worker per process, kept across hot reloads in development.
const globalForJobs = globalThis as unknown as { jobWorker?: PgBoss };

/** Starts running this server's share of the scheduled jobs (after the database is migrated). */
export async function startJobs(): Promise<void> {
  if (globalForJobs.jobWorker) return;
  const queue = createJobQueue();
  globalForJobs.jobWorker = queue;
  queue.on('error', (error) => logger.error({ err: error }, 'Job queue error'));
  try {
    await startJobWorker(queue, { handlers: JOB_HANDLERS, recurring: RECURRING_JOBS });
  } catch (error) {
    // A later call may try again with a fresh engine.
    globalForJobs.jobWorker = undefined;
    await queue.stop({ graceful: false, wait: true });
    throw error;
  }
}

/** Stops this server's worker gracefully (see stopJobWorker): called before the process exits. */
export async function stopJobs(): Promise<void> {
  const queue = globalForJobs.jobWorker;
  if (!queue) return;
  globalForJobs.jobWorker = undefined;
  await stopJobWorker(queue);
}
