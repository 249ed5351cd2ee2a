import { sql } from 'drizzle-orm';
import { bigserial, check, index, jsonb, pgEnum, pgTable, smallint, text, timestamp } from 'drizzle-orm/pg-core';

export const outboxMailStatus = pgEnum('outbox_mail_status', ['pending', 'sent', 'failed']);

/**
 * Every mail the platform sends, written in the same transaction as the change that causes it and sent later by
 * the outbox sender: a mail server that is slow or down delays a mail, it never loses it nor fails the request.
 * The contact footer is added when the mail is sent (from `locale`), as it always was.
 */
export const outboxMails = pgTable(
  'outbox_mails',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** What caused the mail (`directory-receipt`, `meeting-invitation`, ...), for staff reading the outbox. */
    kind: text('kind').notNull(),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    html: text('html').notNull(),
    text: text('text').notNull(),
    locale: text('locale').notNull(),
    /** The `.ics` sent with the mail: its METHOD and content, or null. */
    calendar: jsonb('calendar').$type<{ method: 'REQUEST' | 'CANCEL' | 'PUBLISH'; content: string }>(),
    status: outboxMailStatus('status').notNull().default('pending'),
    attempts: smallint('attempts').notNull().default(0),
    /** When a sender may take the mail next: after a back-off, or once a sender that claimed it is presumed dead. */
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    lastError: text('last_error').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [
    index('outbox_mails_due_idx')
      .on(t.nextAttemptAt, t.id)
      .where(sql`${t.status} = 'pending'`),
    index('outbox_mails_failed_idx')
      .on(t.id)
      .where(sql`${t.status} = 'failed'`),
    check('outbox_mails_locale_known', sql`${t.locale} in ('mn', 'en')`),
  ],
);
