import 'server-only';

import type { RecurringJob } from '@/lib/jobs/recurring';

import { sendPendingMails } from './send-pending';

export async function runMailSender(): Promise<void> {
  await sendPendingMails();
}

/** The safety net: every minute the outbox is sent, whatever wake-up was lost (a crash, a sender cut off). */
export const MAIL_SENDER_JOB: RecurringJob = { kind: 'mail-outbox', everyMinutes: 1, run: runMailSender };
