import 'server-only';

import { and, eq, lt, sql } from 'drizzle-orm';

import { db } from '@/db';
import { outboxMails } from '@/db/schema';
import type { RecurringJob } from '@/lib/jobs/recurring';

/** How long a sent mail stays in the outbox: enough to answer "did my receipt go out?", no longer. */
export const SENT_MAIL_KEPT_DAYS = 14;

/**
 * Removes the mails sent over SENT_MAIL_KEPT_DAYS ago: their bodies hold people's names, addresses and
 * registrations, which the outbox has no reason to keep once delivered. Failed and pending mails stay.
 */
export async function deleteSentMails(): Promise<number> {
  const removed = await db
    .delete(outboxMails)
    .where(
      and(
        eq(outboxMails.status, 'sent'),
        lt(outboxMails.sentAt, sql`now() - make_interval(days => ${SENT_MAIL_KEPT_DAYS})`),
      ),
    )
    .returning({ id: outboxMails.id });

  return removed.length;
}

export const SENT_MAILS_EXPIRED_JOB: RecurringJob = {
  kind: 'sent-mails-expired',
  everyMinutes: 60,
  run: async () => void (await deleteSentMails()),
};
