import 'server-only';

import { sql } from 'drizzle-orm';

import { db } from '@/db';

import { JOB_QUEUE_SCHEMA } from './queue-options';

export type JobQueueCounts = { kind: string; queued: number; active: number; failed: number };

/**
 * Per kind of job: waiting (due or not, retries included), running, and ended failed (kept a week with their
 * error). The queue's own internal queues are left out.
 */
export async function jobQueueSummary(): Promise<JobQueueCounts[]> {
  const schema = sql.identifier(JOB_QUEUE_SCHEMA);
  // Both drivers (PGlite, node-postgres) answer with their rows; the shared Database type does not say so.
  const { rows } = (await db.execute(sql`
    select q.name as kind,
      (count(j.id) filter (where j.state in ('created', 'retry')))::int as queued,
      (count(j.id) filter (where j.state = 'active'))::int as active,
      (count(j.id) filter (where j.state = 'failed'))::int as failed
    from ${schema}.queue q left join ${schema}.job j on j.name = q.name
    where q.name not like '\\_\\_pgboss\\_\\_%'
    group by q.name order by q.name`)) as { rows: JobQueueCounts[] };

  return rows;
}
