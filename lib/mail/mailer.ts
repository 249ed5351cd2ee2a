import 'server-only';

import { randomBytes } from 'node:crypto';
import { mkdir, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';

import nodemailer, { type SendMailOptions } from 'nodemailer';
import SMTPTransport from 'nodemailer/lib/smtp-transport';

import type { Locale } from '@/lib/i18n/routing';

/** An iCalendar file sent with a mail: METHOD says what the calendar should do with its events (RFC 5546). */
export type MailCalendar = { method: 'REQUEST' | 'CANCEL' | 'PUBLISH'; content: string };
export type MailMessage = { to: string; subject: string; html: string; text: string; calendar?: MailCalendar };
/** A mail as templates write it: the reader's language decides the language of the contact footer. */
export type LocalizedMailMessage = MailMessage & { locale: Locale };
/** How long nodemailer waits for a connection, the server's greeting, and then any answer (milliseconds). */
export type SmtpTimeouts = { connectionMs: number; greetingMs: number; socketMs: number };
export type MailerOptions = { smtpUrl?: string; outboxDir: string; from: string; timeouts?: SmtpTimeouts };
export type Mailer = { send: (message: MailMessage) => Promise<void> };

/**
 * nodemailer waits up to 10 minutes for a silent server by default, longer than the outbox sender's lease on a
 * mail (claim-next-mail.ts): another sender would then send the same mail again, after the later ones. A server
 * that stops answering fails the attempt as unreachable (ETIMEDOUT) well before the lease ends.
 */
export const SMTP_TIMEOUTS: SmtpTimeouts = { connectionMs: 30_000, greetingMs: 30_000, socketMs: 60_000 };

/**
 * `YYYY-MM-DDTHH-MM-SS-mmmZ-<random>.eml`: names sort by sending time, and two mails in the same millisecond
 * (several server processes) still get different names.
 */
export function outboxFileName(now = new Date()): string {
  return `${now.toISOString().replace(/[:.]/g, '-')}-${randomBytes(6).toString('hex')}.eml`;
}

/**
 * nodemailer's options for a message. A calendar becomes the `text/calendar; method=…` alternative that mail
 * programs show as an invitation, and the same file as the `invite.ics` attachment for the others.
 */
function transportMessage(from: string, { calendar, ...message }: MailMessage): SendMailOptions {
  return calendar
    ? { from, ...message, icalEvent: { method: calendar.method, filename: 'invite.ics', content: calendar.content } }
    : { from, ...message };
}

/** Through SMTP when a server is configured, otherwise each mail becomes an .eml file in the outbox folder. */
export function createMailer({ smtpUrl, outboxDir, from, timeouts = SMTP_TIMEOUTS }: MailerOptions): Mailer {
  if (smtpUrl) {
    // The transport itself, not createTransport's options: given a `url`, createTransport ignores every other option.
    const transport = nodemailer.createTransport(
      new SMTPTransport({
        url: smtpUrl,
        connectionTimeout: timeouts.connectionMs,
        greetingTimeout: timeouts.greetingMs,
        socketTimeout: timeouts.socketMs,
      }),
    );

    return {
      send: async (message) => {
        await transport.sendMail(transportMessage(from, message));
      },
    };
  }
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });

  return {
    send: async (message) => {
      const info = await transport.sendMail(transportMessage(from, message));
      await mkdir(outboxDir, { recursive: true }).catch((error: NodeJS.ErrnoException) => {
        // Two mails written at once may both create the folder: Node's recursive mkdir then reports EEXIST.
        if (error.code !== 'EEXIST') throw error;
      });
      const file = path.join(outboxDir, outboxFileName());
      // Written aside and renamed, so whoever watches the outbox never reads half a message.
      await writeFile(`${file}.tmp`, info.message);
      await rename(`${file}.tmp`, file);
    },
  };
}
