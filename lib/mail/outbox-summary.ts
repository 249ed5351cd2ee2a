import 'server-only';

import { eq, sql } from 'drizzle-orm';

import { db } from '@/db';
import { outboxMails } from '@/db/schema';

export type OutboxSummary = { pending: number; failed: number; oldestPendingSeconds: number | null };

/** How the outbox stands: mails waiting (and for how long the oldest has), and mails given up. */
export async function outboxSummary(): Promise<OutboxSummary> {
  const [[pending], failed] = await Promise.all([
    db
      .select({
        count: sql<number>`count(*)`.mapWith(Number),
        oldestSeconds: sql<number | null>`floor(extract(epoch from now() - min(${outboxMails.createdAt})))`.mapWith(
          Number,
        ),
      })
      .from(outboxMails)
      .where(eq(outboxMails.status, 'pending')),
    db.$count(outboxMails, eq(outboxMails.status, 'failed')),
  ]);

  return { pending: pending?.count ?? 0, failed, oldestPendingSeconds: pending?.oldestSeconds ?? null };
}
