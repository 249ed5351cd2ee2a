import 'server-only';

import path from 'node:path';

import { env } from '@/lib/env';

import { createMailer, type Mailer, type MailMessage } from './mailer';

export type { MailMessage } from './mailer';

let defaultMailer: Mailer | undefined;

/** Sends one mail with the configured transport (SMTP_URL, or .eml files in $DATA_DIR/outbox). */
export async function sendMail(message: MailMessage): Promise<void> {
  defaultMailer ??= createMailer({
    smtpUrl: env.SMTP_URL,
    outboxDir: path.join(env.DATA_DIR, 'outbox'),
    from: env.MAIL_FROM,
  });
  await defaultMailer.send(message);
}
