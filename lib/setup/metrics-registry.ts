import 'server-only';

import { collectDefaultMetrics, Gauge, type Registry } from 'prom-client';

import { connectionUse } from '@/db';
import { latestBackup } from '@/lib/backup/archive-store';
import { registerDiskMetrics } from '@/lib/health/disk-metrics';
import { watchedFolders } from '@/lib/health/disk-space';
import { jobQueueSummary } from '@/lib/jobs/queue-summary';
import { outboxSummary } from '@/lib/mail/outbox-summary';
import { registerHttpMetrics } from '@/lib/observability/http-metrics';
import { registerOutboxMetrics } from '@/lib/observability/outbox-metrics';
import { sharedRegistry } from '@/lib/observability/shared.mjs';

import { registerPageCacheMetrics } from '../../cache-handler/page-cache-metrics.mjs';

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

/** When the newest backup archive was made (0 when there is none): an alert on its age catches a missed night. */
function registerBackupMetrics(registry: Registry): void {
  new Gauge({
    name: 'backup_newest_timestamp_seconds',
    help: 'Unix time of the newest backup archive, 0 when there is none',
    registers: [registry],
    async collect() {
      const newest = await latestBackup();
      this.set(newest ? Math.round(newest.createdAt.getTime() / 1000) : 0);
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
    registerOutboxMetrics(registry, outboxSummary);
    registerBackupMetrics(registry);
    registerDiskMetrics(registry, watchedFolders);
  }

  return registry;
}
