import 'server-only';

import type { JobInput } from '@/lib/jobs/schedule';

/** The kind of the one-off jobs that run the outbox sender: right after new mails, at a retry's time, to probe. */
export const WAKE_MAIL_SENDER_KIND = 'mail-outbox-wake';

const wakeAt = (key: string, runAt: Date): JobInput => ({ kind: WAKE_MAIL_SENDER_KIND, key, payload: {}, runAt });

/** Due now; scheduling it again before it ran replaces it, so a burst of mails makes one run. */
export function wakeMailSenderJob(): JobInput {
  return wakeAt(WAKE_MAIL_SENDER_KIND, new Date());
}

/**
 * The run that tries a refused mail again at its own next attempt time. Keyed by the mail, so its later retries
 * replace the job and no other mail's retry or wake-up is pushed back by it.
 */
export function mailRetryJob(mailId: number, runAt: Date): JobInput {
  return wakeAt(`mail-outbox-retry:${mailId}`, runAt);
}

/** The run that asks an unreachable mail server again; each failure in between pushes it back. */
export function mailServerProbeJob(runAt: Date): JobInput {
  return wakeAt('mail-outbox-probe', runAt);
}
