import 'server-only';

import { setTimeout as sleep } from 'node:timers/promises';

import { logger } from '@/lib/observability/logger';

import { sendPendingMails } from './send-pending';

/** How long a request waits for its mails to go out before it answers; the sending goes on after it. */
const SEND_SOON_WAIT_MS = 3000;

/**
 * Sends the outbox right after a commit, so a person waiting for a code or a receipt gets it at once. Best
 * effort: a mail server that is down or slow only delays the mails (the sender job sends them later), never the
 * answer by more than SEND_SOON_WAIT_MS nor its outcome.
 */
export async function sendSoon(): Promise<void> {
  const sending = sendPendingMails().catch((error: unknown) =>
    logger.error({ err: error }, 'Sending the outbox failed'),
  );
  await Promise.race([sending, sleep(SEND_SOON_WAIT_MS, undefined, { ref: false })]);
}
