import 'server-only';

import { JOB_HANDLERS, RECURRING_JOBS } from './handlers';
import { scheduleRecurringJobs } from './recurring';
import { DEFAULT_JOB_BATCH, runDueJobs } from './run-due-jobs';

const POLL_INTERVAL_MS = 30_000;

// One poller per process, kept across hot reloads in development, with the tick it is running (if any).
const globalForJobs = globalThis as unknown as { jobPoller?: NodeJS.Timeout; jobStart?: Promise<void>; jobTick?: Promise<void> };

const isPolling = () => globalForJobs.jobPoller !== undefined;

/**
 * Runs batches until one comes back short: a burst of due jobs (every 10:00 meeting's reminder) drains at once.
 * A stopping process claims no further batch.
 */
async function runAllDueJobs(): Promise<void> {
  let claimed = 0;
  do {
    ({ claimed } = await runDueJobs({ handlers: JOB_HANDLERS }));
  } while (claimed === DEFAULT_JOB_BATCH && isPolling());
}

/**
 * Wakes this process every 30 s to run the due scheduled jobs. The jobs live in the database, which hands each
 * to one process only, so every server may poll; the interval is unref'd and never keeps a process alive.
 */
export function startJobPoller(): void {
  if (globalForJobs.jobPoller) return;
  const tick = async () => {
    // A slow tick (many mails) is not overlapped by the next one.
    if (globalForJobs.jobTick || !isPolling()) return;
    globalForJobs.jobTick = runAllDueJobs()
      .catch((error: unknown) => console.error('Running scheduled jobs failed:', error))
      .finally(() => {
        globalForJobs.jobTick = undefined;
      });
    await globalForJobs.jobTick;
  };
  globalForJobs.jobPoller = setInterval(() => void tick(), POLL_INTERVAL_MS);
  globalForJobs.jobPoller.unref();
  // Jobs that fell due while no server ran (a restart) run now, not half a minute later, with the upkeep.
  globalForJobs.jobStart = scheduleRecurringJobs(RECURRING_JOBS)
    .catch((error: unknown) => console.error('Scheduling the recurring jobs failed:', error))
    .then(tick);
}

/**
 * Stops polling and waits for the tick in progress, so that a stopping server finishes the jobs it claimed
 * instead of leaving them to be claimed again once their claim expires.
 */
export async function stopJobs(): Promise<void> {
  clearInterval(globalForJobs.jobPoller);
  globalForJobs.jobPoller = undefined;
  await Promise.all([globalForJobs.jobStart, globalForJobs.jobTick]);
  globalForJobs.jobStart = undefined;
}
