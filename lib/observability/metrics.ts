import 'server-only';

import { collectDefaultMetrics, Gauge, type Registry } from 'prom-client';

import { connectionUse } from '@/db';
import { jobQueueSummary } from '@/lib/jobs/queue-summary';

import { registerPageCacheMetrics } from '../../cache-handler/page-cache-metrics.mjs';

import { registerHttpMetrics } from './http-metrics';
import { sharedRegistry } from './shared.mjs';

export type JobQueueSummary = typeof jobQueueSummary;

const JOB_STATES = ['queued', 'active', 'failed'] as const;

/** The job queue by kind and state, read from the database at each scrape. */
export function registerJobMetrics(registry: Registry, summary: JobQueueSummary): void {
  new Gauge({
    name: 'job_queue_jobs',
    help: 'Scheduled jobs by kind and state (queued, active: claimed now, failed: last run failed)',
    labelNames: ['kind', 'state'],
    registers: [registry],
    async collect() {
      const kinds = await summary();
      // A kind that left the table leaves the metrics too.
      this.reset();
      for (const row of kinds) {
        for (const state of JOB_STATES) this.set({ kind: row.kind, state }, row[state]);
      }
    },
  });
}

/** The database connections by state (a PostgreSQL pool's counts; PGlite is one in-process connection). */
function registerDatabaseMetrics(registry: Registry): void {
  new Gauge({
    name: 'db_pool_connections',
    help: 'Database connections: total open, idle, and requests waiting for one',
    labelNames: ['state'],
    registers: [registry],
    collect() {
      const use = connectionUse();
      this.set({ state: 'total' }, use.total);
      this.set({ state: 'idle' }, use.idle);
      this.set({ state: 'waiting' }, use.waiting);
    },
  });
}

/** The registry /metrics serves, with every metric of this process registered once. */
export function metricsRegistry(): Registry {
  const registry = sharedRegistry();
  if (!registry.getSingleMetric('job_queue_jobs')) {
    collectDefaultMetrics({ register: registry });
    registerHttpMetrics();
    registerPageCacheMetrics();
    registerJobMetrics(registry, jobQueueSummary);
    registerDatabaseMetrics(registry);
  }

  return registry;
}
