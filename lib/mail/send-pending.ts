import 'server-only';

import { and, asc, eq, lte, type SQL, sql } from 'drizzle-orm';

import { db } from '@/db';
import { outboxMails } from '@/db/schema';
import { env } from '@/lib/env';
import { logger } from '@/lib/observability/logger';

import { sendMail } from './index';
import type { LocalizedMailMessage } from './mailer';
import { SIGN_IN_CODE_MAIL } from './templates/sign-in-code';

/** A mail the server refused this many times is given up: `failed`, for staff to look at and resend. */
export const MAX_MAIL_ATTEMPTS = env.MAIL_MAX_ATTEMPTS;
const MAX_RETRY_DELAY_MINUTES = 60;
/** How long a claimed mail is left to its sender; past it the sender is presumed dead and another one sends it. */
const CLAIM_LEASE_MINUTES = 5;
/** Mails one run sends at most; the next run (within a minute) goes on with the rest. */
const MAIL_BATCH = 200;

/**
 * nodemailer's codes for a mail server that could not be reached or talked to: the fault is the server's, not the
 * mail's, so the mail keeps its place and its attempts.
 */
const CONNECTION_FAILURES = new Set(['ECONNECTION', 'ECONNREFUSED', 'ETIMEDOUT', 'ESOCKET', 'EDNS', 'EAUTH', 'ETLS']);

type OutboxRow = typeof outboxMails.$inferSelect;
/** `now` stands for the database's clock, so that retries can be tried without waiting for them. */
export type SendPendingOptions = { now?: Date };
export type SendPendingSummary = { sent: number; retried: number; failed: number; isServerDown: boolean };

/** 1, 2, 4, 8 ... minutes after the attempts made so far, at most an hour. */
export function retryDelayMinutes(attempts: number): number {
  return Math.min(2 ** Math.max(0, attempts - 1), MAX_RETRY_DELAY_MINUTES);
}

function isConnectionFailure(error: unknown): boolean {
  const code = error instanceof Object ? (error as { code?: unknown }).code : undefined;

  return typeof code === 'string' && CONNECTION_FAILURES.has(code);
}

const errorText = (error: unknown) => (error instanceof Error ? error.message : String(error)).slice(0, 2000);
const minutesAfter = (at: SQL, minutes: number) => sql`${at} + make_interval(mins => ${minutes})`;

/**
 * Claims the oldest due mail in one statement: FOR UPDATE SKIP LOCKED lets concurrent senders pass each other,
 * and moving `next_attempt_at` past the lease keeps the mail from every other sender while this one sends it.
 */
async function claimOldestDue(now: SQL): Promise<OutboxRow | undefined> {
  const oldest = db
    .select({ id: outboxMails.id })
    .from(outboxMails)
    .where(and(eq(outboxMails.status, 'pending'), lte(outboxMails.nextAttemptAt, now)))
    .orderBy(asc(outboxMails.id))
    .limit(1)
    .for('update', { skipLocked: true });
  const [row] = await db
    .update(outboxMails)
    .set({ attempts: sql`${outboxMails.attempts} + 1`, nextAttemptAt: minutesAfter(now, CLAIM_LEASE_MINUTES) })
    // A scalar subquery, planned once: `id in (...)` may run the LIMIT 1 again per row and claim several.
    .where(and(eq(outboxMails.id, sql`(${oldest})`), eq(outboxMails.status, 'pending')))
    .returning();

  return row;
}

function messageOf(row: OutboxRow): LocalizedMailMessage {
  const message = { to: row.to, subject: row.subject, html: row.html, text: row.text, locale: row.locale === 'en' ? 'en' : 'mn' } as const;

  return row.calendar ? { ...message, calendar: row.calendar } : message;
}

/** Where the mail goes after a failed attempt: back in line untouched, later, or given up. */
async function recordFailure(row: OutboxRow, error: unknown, now: SQL): Promise<'serverDown' | 'retried' | 'failed'> {
  const lastError = errorText(error);
  if (isConnectionFailure(error)) {
    await db.update(outboxMails).set({ attempts: row.attempts - 1, nextAttemptAt: now, lastError }).where(eq(outboxMails.id, row.id));

    return 'serverDown';
  }
  if (row.attempts >= MAX_MAIL_ATTEMPTS) {
    await db.update(outboxMails).set({ status: 'failed', lastError }).where(eq(outboxMails.id, row.id));

    return 'failed';
  }
  await db
    .update(outboxMails)
    .set({ nextAttemptAt: minutesAfter(now, retryDelayMinutes(row.attempts)), lastError })
    .where(eq(outboxMails.id, row.id));

  return 'retried';
}

/**
 * Sends the due mails of the outbox, oldest first, each marked sent once it was handed over. A mail the server
 * refuses is retried with a growing delay and given up after MAX_MAIL_ATTEMPTS; a server that cannot be reached
 * ends the batch at once, so that no later mail overtakes the one waiting for it.
 */
export async function sendPendingMails({ now }: SendPendingOptions = {}): Promise<SendPendingSummary> {
  const summary: SendPendingSummary = { sent: 0, retried: 0, failed: 0, isServerDown: false };
  for (let index = 0; index < MAIL_BATCH; index++) {
    // The database's clock, as for `next_attempt_at`'s default: servers whose clocks differ agree on what is due.
    const at = now ? sql`${now.toISOString()}::timestamptz` : sql`now()`;
    const row = await claimOldestDue(at);
    if (!row) break;
    try {
      await sendMail(messageOf(row));
    } catch (error) {
      const outcome = await recordFailure(row, error, at);
      logger.warn({ err: error, mailId: row.id, mailKind: row.kind, outcome }, 'An outbox mail was not sent');
      if (outcome === 'serverDown') {
        summary.isServerDown = true;
        break;
      }
      summary[outcome] += 1;
      continue;
    }
    // A sent code is the reader's alone: its mail keeps no copy of it.
    const erased = row.kind === SIGN_IN_CODE_MAIL ? { html: '', text: '' } : {};
    await db.update(outboxMails).set({ status: 'sent', sentAt: sql`now()`, lastError: '', ...erased }).where(eq(outboxMails.id, row.id));
    summary.sent += 1;
  }

  return summary;
}
