import 'server-only';

import path from 'node:path';

import { env } from '@/lib/env';
import { getSiteSettings } from '@/lib/settings/queries';

import { withContactFooter } from './contact-footer';
import { createMailer, type LocalizedMailMessage, type Mailer } from './mailer';

export type { LocalizedMailMessage, MailCalendar, MailMessage } from './mailer';

let defaultMailer: Mailer | undefined;

/**
 * Hands one mail to the configured transport (SMTP_URL, or .eml files in MAIL_OUTBOX_DIR, by default
 * $DATA_DIR/outbox), with the association's contact details from the site settings at its foot. Only the outbox
 * sender (send-pending.ts) calls it: everything else records its mails with `enqueueMails`, in the transaction of
 * the change that causes them.
 */
export async function sendMail({ locale, ...message }: LocalizedMailMessage): Promise<void> {
  defaultMailer ??= createMailer({
    smtpUrl: env.SMTP_URL,
    outboxDir: env.MAIL_OUTBOX_DIR ?? path.join(env.DATA_DIR, 'outbox'),
    from: env.MAIL_FROM,
  });
  await defaultMailer.send(withContactFooter({ message, contact: await getSiteSettings(), locale }));
}
