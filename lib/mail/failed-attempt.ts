import 'server-only';

import { eq, type SQL } from 'drizzle-orm';
import type { PgUpdateSetSource } from 'drizzle-orm/pg-core';

import { db } from '@/db';
import { outboxMails } from '@/db/schema';
import { env } from '@/lib/env';
import { type JobInput, scheduleJob } from '@/lib/jobs/schedule';

import type { OutboxRow } from './claim-next-mail';
import { minutesAfter } from './outbox-clock';
import { mailRetryJob, mailServerProbeJob } from './wake-sender';

/** A mail the server refused this many times is given up: `failed`, for staff to look at and resend. */
export const MAX_MAIL_ATTEMPTS = env.MAIL_MAX_ATTEMPTS;
const MAX_RETRY_DELAY_MINUTES = 60;
/** How soon an unreachable mail server is asked again (new mails and the minute's run ask meanwhile too). */
export const MAIL_SERVER_PROBE_SECONDS = 15;

/**
 * nodemailer's codes for a mail server that could not be reached or talked to: the fault is the server's, not the
 * mail's, so the mail keeps its place and its attempts.
 */
const CONNECTION_FAILURES = new Set(['ECONNECTION', 'ECONNREFUSED', 'ETIMEDOUT', 'ESOCKET', 'EDNS', 'EAUTH', 'ETLS']);

/** A mail's attempt that threw `error`; `now` is the outbox's clock (outbox-clock.ts). */
export type FailedAttempt = { row: OutboxRow; error: unknown; now: SQL };
export type FailedAttemptOutcome = 'serverDown' | 'retried' | 'failed';

/** 1, 2, 4, 8 ... minutes after the attempts made so far, at most an hour. */
export function retryDelayMinutes(attempts: number): number {
  return Math.min(2 ** Math.max(0, attempts - 1), MAX_RETRY_DELAY_MINUTES);
}

function isConnectionFailure(error: unknown): boolean {
  const code = error instanceof Object ? (error as { code?: unknown }).code : undefined;

  return typeof code === 'string' && CONNECTION_FAILURES.has(code);
}

const errorText = (error: unknown) => (error instanceof Error ? error.message : String(error)).slice(0, 2000);

type PutBackOptions = {
  row: OutboxRow;
  change: PgUpdateSetSource<typeof outboxMails>;
  /** The run that tries the mail again, from the time it is due. */
  followUp: (dueAt: Date) => JobInput;
};

/** Puts the mail back in line with `change` and schedules its follow-up run, in one transaction. */
async function putBack({ row, change, followUp }: PutBackOptions): Promise<void> {
  await db.transaction(async (tx) => {
    const [mail] = await tx
      .update(outboxMails)
      .set(change)
      .where(eq(outboxMails.id, row.id))
      .returning({ dueAt: outboxMails.nextAttemptAt });
    if (mail) await scheduleJob(followUp(mail.dueAt), tx);
  });
}

/**
 * Where a mail goes after a failed attempt, with the run that follows it up:
 * - the server was unreachable: the mail is due again at once, its attempts untouched, so that it keeps its place
 *   and the whole outbox goes out as soon as the server answers; a run asks the server again shortly;
 * - the server refused it: it is due again after a growing delay, and a run is scheduled at that very time;
 * - refused MAX_MAIL_ATTEMPTS times: it is given up, and the later mails to its address may go.
 */
export async function recordFailedAttempt({ row, error, now }: FailedAttempt): Promise<FailedAttemptOutcome> {
  const lastError = errorText(error);
  if (isConnectionFailure(error)) {
    const probeAfter = (dueAt: Date) =>
      mailServerProbeJob(new Date(dueAt.getTime() + MAIL_SERVER_PROBE_SECONDS * 1000));
    await putBack({ row, change: { attempts: row.attempts - 1, nextAttemptAt: now, lastError }, followUp: probeAfter });

    return 'serverDown';
  }
  if (row.attempts >= MAX_MAIL_ATTEMPTS) {
    await db.update(outboxMails).set({ status: 'failed', lastError }).where(eq(outboxMails.id, row.id));

    return 'failed';
  }
  const change = { nextAttemptAt: minutesAfter(now, retryDelayMinutes(row.attempts)), lastError };
  await putBack({ row, change, followUp: (dueAt) => mailRetryJob(row.id, dueAt) });

  return 'retried';
}
