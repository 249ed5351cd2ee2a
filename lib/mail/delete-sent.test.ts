import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';

import { db } from '@/db';
import { outboxMails } from '@/db/schema';
import { cronOf } from '@/lib/jobs/recurring';
import { JOB_HANDLERS, RECURRING_JOBS } from '@/lib/setup/job-handlers';
// Renamed on import: the fixture registers Vitest hooks, it is no React hook.
import { useTestDatabase as prepareTestDatabase } from '@/tests/fixtures/database';

import { SENT_MAIL_KEPT_DAYS, SENT_MAILS_EXPIRED_JOB } from './delete-sent';

prepareTestDatabase();

describe('the sent mails job', () => {
  it('removes, every hour, the mails sent over two weeks ago, and keeps recent, pending and failed ones', async () => {
    const mail = (to: string, status: 'pending' | 'sent' | 'failed', sentDaysAgo: number | null) => ({
      kind: 'directory-receipt',
      to,
      subject: 'Receipt',
      html: '<p>Thanks</p>',
      text: 'Thanks',
      locale: 'en',
      status,
      sentAt: sentDaysAgo === null ? null : sql`now() - make_interval(days => ${sentDaysAgo})`,
    });
    await db
      .insert(outboxMails)
      .values([
        mail('old@example.com', 'sent', SENT_MAIL_KEPT_DAYS + 1),
        mail('recent@example.com', 'sent', SENT_MAIL_KEPT_DAYS - 1),
        mail('waiting@example.com', 'pending', null),
        mail('refused@example.com', 'failed', null),
      ]);

    await JOB_HANDLERS[SENT_MAILS_EXPIRED_JOB.kind]?.({});

    const left = await db.select({ to: outboxMails.to }).from(outboxMails).orderBy(outboxMails.to);
    expect(left.map((row) => row.to)).toEqual(['recent@example.com', 'refused@example.com', 'waiting@example.com']);
    expect(RECURRING_JOBS).toContain(SENT_MAILS_EXPIRED_JOB);
    expect(cronOf(SENT_MAILS_EXPIRED_JOB)).toBe('0 * * * *');
  });
});
