import 'server-only';

import { Gauge, type Registry } from 'prom-client';

export type OutboxSummary = () => Promise<{ pending: number; failed: number; oldestPendingSeconds: number | null }>;

/**
 * The mail outbox's depth on /metrics: messages pending and failed, and how long the oldest pending one has
 * waited (0 when none waits). Read from `summary` at each scrape.
 */
export function registerOutboxMetrics(registry: Registry, summary: OutboxSummary): void {
  if (registry.getSingleMetric('mail_outbox_messages')) return;
  new Gauge({
    name: 'mail_outbox_messages',
    help: 'Mails in the outbox, by state (pending: not sent yet; failed: given up)',
    labelNames: ['state'],
    registers: [registry],
    async collect() {
      const { pending, failed } = await summary();
      this.set({ state: 'pending' }, pending);
      this.set({ state: 'failed' }, failed);
    },
  });
  new Gauge({
    name: 'mail_outbox_oldest_pending_seconds',
    help: 'Age of the oldest mail not sent yet (0 when none is pending)',
    registers: [registry],
    async collect() {
      this.set((await summary()).oldestPendingSeconds ?? 0);
    },
  });
}
