import 'server-only';

import type { RecurringJob } from '@/lib/jobs/recurring';
import type { JobInput } from '@/lib/jobs/schedule';

import { sendPendingMails } from './send-pending';

/** The kind (and key) of the one-off job that sends the outbox right after mails were recorded. */
export const WAKE_MAIL_SENDER_KIND = 'mail-outbox-wake';

/** Due now; scheduling it again before it ran replaces it, so a burst of mails makes one run. */
export function wakeMailSenderJob(): JobInput {
  return { kind: WAKE_MAIL_SENDER_KIND, key: WAKE_MAIL_SENDER_KIND, payload: {}, runAt: new Date() };
}

export async function runMailSender(): Promise<void> {
  await sendPendingMails();
}

/** The safety net: every minute the outbox is sent, whatever wake-up was lost (a crash, a mail server down). */
export const MAIL_SENDER_JOB: RecurringJob = { kind: 'mail-outbox', everyMinutes: 1, run: runMailSender };
