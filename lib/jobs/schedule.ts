import 'server-only';

import { sql } from 'drizzle-orm';

import { db, type Database } from '@/db';

import { createQueueOf, jobSender } from './queue';
import { executorQueueDatabase } from './queue-database';
import { JOB_QUEUE_SCHEMA } from './queue-options';

/** Work to do at `runAt`; `key` names it, so scheduling the same work again replaces it instead of adding it. */
export type JobInput = { kind: string; key: string; payload: Record<string, unknown>; runAt: Date };

// Any constant shared by every server: with the key's hash, the lock under which one key is rescheduled at a time.
const JOB_KEY_LOCKS = 7_310_525;

/**
 * Jobs of `key` not started yet: one that runs or ran is left alone (it finishes; handlers re-read what they act
 * on). Under a lock on the key, so two servers rescheduling the same key leave one job, not two.
 */
async function dropWaiting(tx: Database, key: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${JOB_KEY_LOCKS}, hashtext(${key}))`);
  await tx.execute(
    sql`delete from ${sql.identifier(JOB_QUEUE_SCHEMA)}.job where singleton_key = ${key} and state < 'active'`,
  );
}

/**
 * Schedules a job, or reschedules the job of the same key: new time and payload, retries counted afresh.
 * `executor` is a transaction when the job must stand or fall with the change that asks for it; the job is
 * written through it, so a rollback leaves no job.
 */
export async function scheduleJob(job: JobInput, executor: Database = db): Promise<void> {
  await executor.transaction(async (tx) => {
    await dropWaiting(tx, job.key);
    const queueDatabase = executorQueueDatabase(tx);
    const send = () =>
      jobSender().send(job.kind, job.payload, { db: queueDatabase, singletonKey: job.key, startAfter: job.runAt });
    // The first job of a kind creates its queue (pg-boss sends nothing to a queue that does not exist).
    if ((await send()) !== null) return;
    await createQueueOf(queueDatabase, job.kind);
    if ((await send()) === null) throw new Error(`The job ${job.key} could not be queued`);
  });
}

/** Schedules the job unless its key has one already, waiting, running or run: seeding data again repeats no work. */
export async function scheduleJobOnce(job: JobInput, executor: Database = db): Promise<void> {
  const known = sql`select 1 from ${sql.identifier(JOB_QUEUE_SCHEMA)}.job where singleton_key = ${job.key}`;
  // Both drivers (PGlite, node-postgres) answer with their rows; the shared Database type does not say so.
  const { rows } = (await executor.execute(known)) as { rows: unknown[] };
  if (rows.length === 0) await scheduleJob(job, executor);
}

/** Drops the job of `key` that has not started, if any; a run already under way finishes. */
export async function cancelJob(key: string, executor: Database = db): Promise<void> {
  await executor.transaction((tx) => dropWaiting(tx, key));
}
