import 'server-only';

/** Where the queue's tables live (created by migration 0017, upgraded by pg-boss itself). */
export const JOB_QUEUE_SCHEMA = 'pgboss';

/**
 * Every kind of job gets the same queue: a failed run is retried 4 times, 30 s, 1, 2 and 4 minutes later
 * (pg-boss doubles the delay), then kept as failed. A run that has not finished 15 minutes after it started
 * counts as failed too (its worker died): it is retried then, never while it may still be running.
 */
export const JOB_QUEUE_OPTIONS = {
  policy: 'standard',
  retryLimit: 4,
  retryDelay: 30,
  retryBackoff: true,
  expireInSeconds: 15 * 60,
} as const;
