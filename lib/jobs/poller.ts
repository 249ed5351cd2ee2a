import 'server-only';

import { logger } from '@/lib/observability/logger';

import { JOB_HANDLERS, RECURRING_JOBS } from './handlers';
import { scheduleRecurringJobs } from './recurring';
import { DEFAULT_JOB_BATCH, runDueJobs } from './run-due-jobs';

const POLL_INTERVAL_MS = 30_000;

// One poller per process, kept across hot reloads in development.
const globalForJobs = globalThis as unknown as { jobPoller?: NodeJS.Timeout };

/** Runs batches until one comes back short: a burst of due jobs (every 10:00 meeting's reminder) drains at once. */
async function runAllDueJobs(): Promise<void> {
  let claimed = 0;
  do {
    ({ claimed } = await runDueJobs({ handlers: JOB_HANDLERS }));
  } while (claimed === DEFAULT_JOB_BATCH);
}

/**
 * Wakes this process every 30 s to run the due scheduled jobs. The jobs live in the database, which hands each
 * to one process only, so every server may poll; the interval is unref'd and never keeps a process alive.
 */
export function startJobPoller(): void {
  if (globalForJobs.jobPoller) return;
  let isRunning = false;
  const tick = async () => {
    // A slow tick (many mails) is not overlapped by the next one.
    if (isRunning) return;
    isRunning = true;
    try {
      await runAllDueJobs();
    } catch (error) {
      logger.error({ err: error }, 'Running scheduled jobs failed');
    } finally {
      isRunning = false;
    }
  };
  globalForJobs.jobPoller = setInterval(() => void tick(), POLL_INTERVAL_MS);
  globalForJobs.jobPoller.unref();
  // Jobs that fell due while no server ran (a restart) run now, not half a minute later, with the upkeep.
  void scheduleRecurringJobs(RECURRING_JOBS)
    .catch((error: unknown) => logger.error({ err: error }, 'Scheduling the recurring jobs failed'))
    .then(tick);
}
