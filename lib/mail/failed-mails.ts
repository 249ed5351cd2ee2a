import 'server-only';

import { and, desc, eq, sql } from 'drizzle-orm';

import { db } from '@/db';
import { outboxMails } from '@/db/schema';
import { scheduleJob } from '@/lib/jobs/schedule';

import { wakeMailSenderJob } from './wake-sender';

/** The operator screen lists this many of the latest failed mails. */
export const FAILED_MAILS_SHOWN = 100;

export type FailedMail = { id: number; to: string; kind: string; attempts: number; lastError: string; createdAt: Date };

/** The mails given up, newest first: the mail server refused them MAX_MAIL_ATTEMPTS times. */
export async function listFailedMails(): Promise<FailedMail[]> {
  return db
    .select({
      id: outboxMails.id,
      to: outboxMails.to,
      kind: outboxMails.kind,
      attempts: outboxMails.attempts,
      lastError: outboxMails.lastError,
      createdAt: outboxMails.createdAt,
    })
    .from(outboxMails)
    .where(eq(outboxMails.status, 'failed'))
    .orderBy(desc(outboxMails.id))
    .limit(FAILED_MAILS_SHOWN);
}

/**
 * Puts a failed mail back in line with its attempts counted afresh, and wakes the sender in the same transaction.
 * False when the mail is not failed (sent meanwhile, resent by someone else, or no such mail).
 */
export async function resendFailedMail(id: number): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(outboxMails)
      .set({ status: 'pending', attempts: 0, nextAttemptAt: sql`now()` })
      .where(and(eq(outboxMails.id, id), eq(outboxMails.status, 'failed')))
      .returning({ id: outboxMails.id });
    if (!row) return false;
    await scheduleJob(wakeMailSenderJob(), tx);

    return true;
  });
}
