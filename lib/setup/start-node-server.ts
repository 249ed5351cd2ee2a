import 'server-only';

import type { PrepareDatabaseOptions } from '@/lib/setup/prepare-database';

/**
 * Runs once when a Node.js server process starts (instrumentation.ts): unsafe settings stop it; every request is
 * stamped with its socket's address (the client address rule's ground truth), given an id, and logged with its
 * metrics when answered; the database is migrated (and filled) before any request, then this server starts running
 * its share of the scheduled jobs. What Next.js prints and errors nobody caught become JSON log lines too. SIGTERM
 * lets the requests in flight and the running jobs finish before the process exits (lib/http/graceful-shutdown.ts).
 */
export async function startNodeServer(options: PrepareDatabaseOptions): Promise<void> {
  const { refuseUnsafeStartup } = await import('@/lib/setup/startup-settings');
  await refuseUnsafeStartup();
  await logEverythingAsJsonLines();
  const { recordSocketAddresses } = await import('@/lib/http/socket-address');
  recordSocketAddresses();
  const { logRequests } = await import('@/lib/setup/request-log');
  logRequests();
  await stopGracefullyOnTermination();
  const { prepareDatabase } = await import('@/lib/setup/prepare-database');
  try {
    await prepareDatabase(options);
  } catch (error) {
    // next start keeps serving after a failed register(); say clearly why every request will now fail.
    const { logger } = await import('@/lib/observability/logger');
    logger.fatal({ err: error }, 'Database preparation failed at start-up');
    throw error;
  }
  // Meeting reminders and other scheduled work: the jobs are in the database, shared by every server. Pages do
  // not depend on them, so a queue that fails to start is reported and the site still serves.
  const { startJobs } = await import('@/lib/setup/start-jobs');
  await startJobs().catch(async (error: unknown) => {
    const { logger } = await import('@/lib/observability/logger');
    logger.error({ err: error }, 'The scheduled jobs did not start on this server');
  });
}

/** Next.js' console output (its messages, each failed request's error) and uncaught errors, as log lines. */
async function logEverythingAsJsonLines(): Promise<void> {
  const [{ logConsoleOutput }, { logUncaughtErrors }] = await Promise.all([
    import('@/lib/observability/console-log'),
    import('@/lib/observability/uncaught-errors'),
  ]);
  logConsoleOutput();
  logUncaughtErrors();
}

/** A pause in requests this long tells a stopping server that the proxy in front sends it nothing more. */
const SHUTDOWN_QUIET_MS = 500;

/**
 * With NEXT_MANUAL_SIG_HANDLE (set by scripts/start.mjs and deploy/cluster.mjs) Next.js leaves the signals to
 * this process: it stops listening, drains its requests, then stops the jobs and closes its connections.
 */
async function stopGracefullyOnTermination(): Promise<void> {
  const { env } = await import('@/lib/env');
  if (!env.NEXT_MANUAL_SIG_HANDLE) return;
  const { stopGracefullyOnSignals, trackRequestsInFlight } = await import('@/lib/http/graceful-shutdown');
  trackRequestsInFlight();
  stopGracefullyOnSignals({
    timeoutMs: env.SHUTDOWN_TIMEOUT_MS,
    // Behind a proxy the traffic is handed off before listening stops (lib/http/graceful-shutdown.ts).
    handOff: env.TRUST_PROXY_HOPS > 0 ? { quietMs: SHUTDOWN_QUIET_MS, maxMs: env.SHUTDOWN_HANDOFF_MS } : undefined,
    release: async () => {
      const [{ stopJobs }, { closeDatabase }, { closePageCache }] = await Promise.all([
        import('@/lib/setup/start-jobs'),
        import('@/db'),
        import('@/cache-handler/index.mjs'),
      ]);
      await stopJobs();
      await Promise.all([closeDatabase(), closePageCache()]);
    },
  });
}
