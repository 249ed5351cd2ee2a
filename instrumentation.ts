/**
 * Runs once when a server process starts: unsafe settings stop it; every request is stamped with its socket's
 * address (the client address rule's ground truth), given an id and logged with its metrics when answered; the database is migrated (and filled) before any request,
 * then the scheduled jobs start being polled.
 */
export async function register(): Promise<void> {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return;
  const { refuseUnsafeStartup } = await import('@/lib/setup/startup-settings');
  await refuseUnsafeStartup();
  const { recordSocketAddresses } = await import('@/lib/http/socket-address');
  recordSocketAddresses();
  const { logRequests } = await import('@/lib/observability/request-log');
  logRequests();
  const { prepareDatabase } = await import('@/lib/setup/prepare-database');
  try {
    await prepareDatabase();
  } catch (error) {
    // next start keeps serving after a failed register(); say clearly why every request will now fail.
    const { logger } = await import('@/lib/observability/logger');
    logger.fatal({ err: error }, 'Database preparation failed at start-up');
    throw error;
  }
  // Meeting reminders and other scheduled work: the jobs are in the database, the poller only wakes this process.
  const { startJobPoller } = await import('@/lib/jobs/poller');
  startJobPoller();
}
