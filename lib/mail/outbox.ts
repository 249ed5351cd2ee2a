import 'server-only';

import type { Database } from '@/db';
import { outboxMails } from '@/db/schema';
import { scheduleJob } from '@/lib/jobs/schedule';

import type { LocalizedMailMessage } from './mailer';
import { wakeMailSenderJob } from './wake-sender';

/** The outbox kind of the mails carrying a sign-in code: their bodies are erased once sent, so no copy of a code is kept. */
export const SIGN_IN_CODE_MAIL = 'sign-in-code';

/** A mail to send and what caused it (`directory-receipt`, `meeting-invitation`, ...), as staff read it. */
export type OutboxMail = { kind: string; message: LocalizedMailMessage };

/**
 * Records mails to be sent, with `executor` the transaction of the change that causes them: the change and its
 * mails are stored together or not at all, and no mail server is contacted here. A due sender job is scheduled in
 * the same transaction, so the mails go out within seconds of the commit even if nobody sends them at once.
 */
export async function enqueueMails(executor: Database, mails: readonly OutboxMail[]): Promise<void> {
  if (mails.length === 0) return;
  await executor.insert(outboxMails).values(
    mails.map(({ kind, message }) => ({
      kind,
      to: message.to,
      subject: message.subject,
      html: message.html,
      text: message.text,
      locale: message.locale,
      calendar: message.calendar ?? null,
    })),
  );
  await scheduleJob(wakeMailSenderJob(), executor);
}
