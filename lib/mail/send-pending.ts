import 'server-only';

import { eq, sql } from 'drizzle-orm';

import { db } from '@/db';
import { outboxMails } from '@/db/schema';
import { logger } from '@/lib/observability/logger';

import { claimNextMail, type OutboxRow } from './claim-next-mail';
import { recordFailedAttempt } from './failed-attempt';
import { sendMail } from './index';
import type { LocalizedMailMessage } from './mailer';
import { SIGN_IN_CODE_MAIL } from './outbox';
import { outboxNow } from './outbox-clock';

/** Mails one run sends at most; the next run (within a minute) goes on with the rest. */
const MAIL_BATCH = 200;

/** `now` stands for the database's clock, so that retries can be tried without waiting for them. */
export type SendPendingOptions = { now?: Date };
export type SendPendingSummary = { sent: number; retried: number; failed: number; isServerDown: boolean };

function messageOf(row: OutboxRow): LocalizedMailMessage {
  const message = {
    to: row.to,
    subject: row.subject,
    html: row.html,
    text: row.text,
    locale: row.locale === 'en' ? 'en' : 'mn',
  } as const;

  return row.calendar ? { ...message, calendar: row.calendar } : message;
}

async function markSent(row: OutboxRow): Promise<void> {
  // A sent code is the reader's alone: its mail keeps no copy of it.
  const erased = row.kind === SIGN_IN_CODE_MAIL ? { html: '', text: '' } : {};
  await db
    .update(outboxMails)
    .set({ status: 'sent', sentAt: sql`now()`, lastError: '', ...erased })
    .where(eq(outboxMails.id, row.id));
}

/**
 * Sends the due mails of the outbox, oldest first and, to each address, in the order they were caused (see
 * claimNextMail): several senders (a request's sendSoon, the jobs, other servers) may run at once without
 * reordering anyone's mails. A mail the server refuses is retried at its own time with a growing delay and given
 * up after MAX_MAIL_ATTEMPTS; a server that cannot be reached ends the run at once, the mail keeping its place.
 */
export async function sendPendingMails({ now }: SendPendingOptions = {}): Promise<SendPendingSummary> {
  const summary: SendPendingSummary = { sent: 0, retried: 0, failed: 0, isServerDown: false };
  const at = outboxNow(now);
  for (let index = 0; index < MAIL_BATCH; index++) {
    const row = await claimNextMail(at);
    if (!row) break;
    try {
      await sendMail(messageOf(row));
    } catch (error) {
      const outcome = await recordFailedAttempt({ row, error, now: at });
      logger.warn({ err: error, mailId: row.id, mailKind: row.kind, outcome }, 'An outbox mail was not sent');
      if (outcome === 'serverDown') {
        summary.isServerDown = true;
        break;
      }
      summary[outcome] += 1;
      continue;
    }
    await markSent(row);
    summary.sent += 1;
  }

  return summary;
}
