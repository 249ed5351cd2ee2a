import 'server-only';

import PgBoss from 'pg-boss';

import { driverQueueDatabase, type QueueDatabase } from './queue-database';
import { JOB_QUEUE_OPTIONS, JOB_QUEUE_SCHEMA } from './queue-options';

export type JobQueueTiming = {
  /** How often each worker asks for due jobs when it found none. */
  pollingIntervalSeconds: number;
  /** How often expired runs are failed (and so retried) and old jobs archived. */
  maintenanceIntervalSeconds: number;
};

/** Due jobs start within 5 s; the queries cost nothing next to that. */
export const JOB_QUEUE_TIMING: JobQueueTiming = { pollingIntervalSeconds: 5, maintenanceIntervalSeconds: 60 };

/** A queue engine over the application's database; several of them (one per server) share its jobs. */
export function createJobQueue({ maintenanceIntervalSeconds }: JobQueueTiming = JOB_QUEUE_TIMING): PgBoss {
  return new PgBoss({
    db: driverQueueDatabase(),
    schema: JOB_QUEUE_SCHEMA,
    migrate: true,
    supervise: true,
    schedule: true,
    maintenanceIntervalSeconds,
    // Failed jobs stay in the job table a week for inspection (jobQueueSummary, the operator screen).
    archiveFailedAfterSeconds: 7 * 24 * 3600,
  });
}

// One sender per process, kept across hot reloads in development; sending needs no started engine.
const globalForJobs = globalThis as unknown as { jobSender?: PgBoss };

export function jobSender(): PgBoss {
  return (globalForJobs.jobSender ??= createJobQueue());
}

/**
 * Creates the queue of `kind` unless it exists: pg-boss's own function ignores a second creation, also one made
 * at the same time by another server. Run through `database`, so inside a caller's transaction when it has one.
 */
export async function createQueueOf(database: QueueDatabase, kind: string): Promise<void> {
  await database.executeSql(`SELECT ${JOB_QUEUE_SCHEMA}.create_queue($1, $2)`, [
    kind,
    JSON.stringify(JOB_QUEUE_OPTIONS),
  ]);
}
