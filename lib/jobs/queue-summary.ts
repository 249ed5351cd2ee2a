import 'server-only';

import { asc, sql } from 'drizzle-orm';

import { db } from '@/db';
import { scheduledJobs } from '@/db/schema';

const countWhere = (condition: ReturnType<typeof sql>) => sql<number>`count(*) filter (where ${condition})`.mapWith(Number);

const hasFailed = sql`${scheduledJobs.lastError} <> ''`;
const isPendingClean = sql`${scheduledJobs.doneAt} is null and ${scheduledJobs.lastError} = ''`;
const isClaimed = sql`${scheduledJobs.lockedUntil} > now()`;

/**
 * The job queue by kind, for the metrics: `queued` waits for its time or a poller, `active` is claimed by a
 * process now, `failed` counts jobs whose last run failed (waiting for a retry, or given up).
 */
export async function jobQueueSummary(): Promise<Array<{ kind: string; queued: number; active: number; failed: number }>> {
  return db
    .select({
      kind: scheduledJobs.kind,
      queued: countWhere(sql`${isPendingClean} and not coalesce(${isClaimed}, false)`),
      active: countWhere(sql`${isPendingClean} and ${isClaimed}`),
      failed: countWhere(hasFailed),
    })
    .from(scheduledJobs)
    .groupBy(scheduledJobs.kind)
    .orderBy(asc(scheduledJobs.kind));
}
