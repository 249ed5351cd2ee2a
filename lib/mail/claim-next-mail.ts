import 'server-only';

import { and, asc, eq, lt, lte, notExists, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';

import { db } from '@/db';
import { outboxMails } from '@/db/schema';

import { minutesAfter } from './outbox-clock';

export type OutboxRow = typeof outboxMails.$inferSelect;

/**
 * How long a claimed mail is left to its sender; past it the sender is presumed dead and another one sends it.
 * Longer than the mailer's SMTP timeouts together (mailer.ts), so a sender waiting on a silent mail server gives
 * up before its lease ends, and no second sender delivers the same mail meanwhile.
 */
const CLAIM_LEASE_MINUTES = 5;

const candidate = alias(outboxMails, 'candidate');
const earlier = alias(outboxMails, 'earlier');

/**
 * Claims the oldest due mail that is the first unsent one to its address, in one statement: a mail waits while an
 * earlier mail to the same address is pending (due, leased to a sender, or waiting for its retry), so each reader
 * gets their mails in the order they were caused (an invitation before its cancellation) and only one sender at a
 * time talks to the mail server about them. FOR UPDATE SKIP LOCKED lets concurrent senders, in any server process,
 * pass each other, and moving `next_attempt_at` past the lease keeps the mail from every other sender while this
 * one sends it. A mail given up (`failed`) no longer holds the later ones back.
 */
export async function claimNextMail(now: SQL): Promise<OutboxRow | undefined> {
  const earlierPending = db
    .select({ id: earlier.id })
    .from(earlier)
    .where(
      and(
        eq(earlier.status, 'pending'),
        lt(earlier.id, candidate.id),
        sql`lower(${earlier.to}) = lower(${candidate.to})`,
      ),
    );
  const next = db
    .select({ id: candidate.id })
    .from(candidate)
    .where(and(eq(candidate.status, 'pending'), lte(candidate.nextAttemptAt, now), notExists(earlierPending)))
    .orderBy(asc(candidate.id))
    .limit(1)
    .for('update', { skipLocked: true });
  const [row] = await db
    .update(outboxMails)
    .set({ attempts: sql`${outboxMails.attempts} + 1`, nextAttemptAt: minutesAfter(now, CLAIM_LEASE_MINUTES) })
    // A scalar subquery, planned once: `id in (...)` may run the LIMIT 1 again per row and claim several.
    .where(and(eq(outboxMails.id, sql`(${next})`), eq(outboxMails.status, 'pending')))
    .returning();

  return row;
}
