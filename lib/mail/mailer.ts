import 'server-only';

import { randomBytes } from 'node:crypto';
import { mkdir, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';

import nodemailer, { type SendMailOptions } from 'nodemailer';

import type { Locale } from '@/lib/i18n/routing';

/** An iCalendar file sent with a mail: METHOD says what the calendar should do with its events (RFC 5546). */
export type MailCalendar = { method: 'REQUEST' | 'CANCEL' | 'PUBLISH'; content: string };
export type MailMessage = { to: string; subject: string; html: string; text: string; calendar?: MailCalendar };
/** A mail as templates write it: the reader's language decides the language of the contact footer. */
export type LocalizedMailMessage = MailMessage & { locale: Locale };
export type MailerOptions = { smtpUrl?: string; outboxDir: string; from: string };
export type Mailer = { send: (message: MailMessage) => Promise<void> };

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
  return calendar ? { from, ...message, icalEvent: { method: calendar.method, filename: 'invite.ics', content: calendar.content } } : { from, ...message };
}

/** Through SMTP when a server is configured, otherwise each mail becomes an .eml file in the outbox folder. */
export function createMailer({ smtpUrl, outboxDir, from }: MailerOptions): Mailer {
  if (smtpUrl) {
    const transport = nodemailer.createTransport(smtpUrl);

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
      await mkdir(outboxDir, { recursive: true });
      const file = path.join(outboxDir, outboxFileName());
      // Written aside and renamed, so whoever watches the outbox never reads half a message.
      await writeFile(`${file}.tmp`, info.message);
      await rename(`${file}.tmp`, file);
    },
  };
}
