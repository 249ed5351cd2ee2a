import { Registry } from 'prom-client';
import { describe, expect, it } from 'vitest';

import { registerOutboxMetrics } from './outbox-metrics';

describe('registerOutboxMetrics', () => {
  it('reports the outbox summary at each scrape: pending, failed and the oldest pending mail age', async () => {
    const registry = new Registry();
    let summary = { pending: 4, failed: 1, oldestPendingSeconds: 95 as number | null };
    registerOutboxMetrics(registry, async () => summary);

    const first = await registry.metrics();
    expect(first).toContain('mail_outbox_messages{state="pending"} 4');
    expect(first).toContain('mail_outbox_messages{state="failed"} 1');
    expect(first).toContain('mail_outbox_oldest_pending_seconds 95');

    summary = { pending: 0, failed: 1, oldestPendingSeconds: null };
    const second = await registry.metrics();
    expect(second).toContain('mail_outbox_messages{state="pending"} 0');
    expect(second).toContain('mail_outbox_oldest_pending_seconds 0');
  });
});
