import { asc, sql } from 'drizzle-orm';
import { beforeEach, describe, expect, it, vi } from 'vitest';

import { db } from '@/db';
import { outboxMails } from '@/db/schema';
import type { MailMessage } from '@/lib/mail';
// Renamed on import: the fixture registers Vitest hooks, it is no React hook.
import { useTestDatabase as prepareTestDatabase } from '@/tests/fixtures/database';
import { createFakeMailServer, type FakeMailServer } from '@/tests/fixtures/fake-mail-server';
import { queuedJobOf, runDueJobs, useJobQueue } from '@/tests/fixtures/job-queue';

import { MAIL_SERVER_PROBE_SECONDS } from './failed-attempt';
import { enqueueMails } from './outbox';
import { sendPendingMails } from './send-pending';
import { runMailSender } from './sender-jobs';
import { WAKE_MAIL_SENDER_KIND } from './wake-sender';

// The mail server behind sendMail: each test gets a fresh one.
const transport = vi.hoisted(() => ({ send: async (message: MailMessage): Promise<void> => void message }));
vi.mock('./index', () => ({ sendMail: (message: MailMessage) => transport.send(message) }));

prepareTestDatabase();
const jobQueue = useJobQueue();
const WAKE_HANDLERS = { [WAKE_MAIL_SENDER_KIND]: runMailSender };

let server: FakeMailServer;

beforeEach(async () => {
  await db.delete(outboxMails);
  server = createFakeMailServer();
  transport.send = server.send;
});

/** Records one mail per [address, subject], in this order, as a change's transaction does. */
async function queue(mails: [to: string, subject: string][]): Promise<void> {
  await db.transaction((tx) =>
    enqueueMails(
      tx,
      mails.map(([to, subject]) => ({
        kind: 'test',
        message: { to, subject, html: `<p>${subject}</p>`, text: subject, locale: 'en' as const },
      })),
    ),
  );
}

const subjects = (mails: MailMessage[], to?: string) =>
  mails.filter((mail) => !to || mail.to.toLowerCase() === to).map((mail) => mail.subject);
const storedMails = () => db.select().from(outboxMails).orderBy(asc(outboxMails.id));

/** Time passes for the outbox and the job queue alike: what was due in `seconds` is due now. */
async function timePasses(seconds: number): Promise<void> {
  await db.execute(sql`update outbox_mails set next_attempt_at = next_attempt_at - make_interval(secs => ${seconds})`);
  await db.execute(
    sql`update pgboss.job set start_after = start_after - make_interval(secs => ${seconds}) where state in ('created', 'retry')`,
  );
}

describe('sending the outbox', () => {
  it('hands the mails to one address over one at a time, in the order they were queued, however many senders run', async () => {
    await queue([
      ['guest@example.com', 'Invitation'],
      ['guest@example.com', 'Cancellation'],
      ['host@example.com', 'Receipt'],
      ['Guest@Example.com', 'New invitation'],
    ]);
    server.hangOnNext();
    const first = sendPendingMails();
    await vi.waitFor(() => expect(subjects(server.hanging())).toEqual(['Invitation']));

    // While the mail server keeps the first sender waiting, others run: requests' sendSoon, the jobs, other servers.
    const others = await Promise.all([sendPendingMails(), sendPendingMails(), sendPendingMails()]);
    expect(subjects(server.delivered)).toEqual(['Receipt']);
    expect(others.reduce((sent, summary) => sent + summary.sent, 0)).toBe(1);

    // The server answers again: the first sender goes on with the guest's later mails at once.
    server.answer();
    expect(await first).toEqual({ sent: 3, retried: 0, failed: 0, isServerDown: false });
    expect(subjects(server.delivered, 'guest@example.com')).toEqual(['Invitation', 'Cancellation', 'New invitation']);
    expect(server.mostAtOnceToOneAddress()).toBe(1);
    expect((await storedMails()).every((mail) => mail.status === 'sent' && mail.attempts === 1)).toBe(true);
  });

  it('tries a refused mail again at its own retry time, with the later mails to its address after it', async () => {
    await queue([
      ['member@example.com', 'Receipt'],
      ['member@example.com', 'Decision'],
    ]);
    server.refuseNext();
    expect(await sendPendingMails()).toEqual({ sent: 0, retried: 1, failed: 0, isServerDown: false });

    const [refused, later] = await storedMails();
    expect(refused).toMatchObject({ subject: 'Receipt', status: 'pending', attempts: 1 });
    expect(later).toMatchObject({ subject: 'Decision', status: 'pending', attempts: 0 });
    const retry = await queuedJobOf(`mail-outbox-retry:${refused?.id}`);
    expect(retry).toMatchObject({ name: WAKE_MAIL_SENDER_KIND, state: 'created' });
    expect(retry?.startAfter).toEqual(refused?.nextAttemptAt);
    expect((retry?.startAfter.getTime() ?? 0) - Date.now()).toBeGreaterThan(50_000);

    // The runs due now (the wake-up of the queued mails) send nothing: the refused mail waits, the later one behind it.
    await runDueJobs(jobQueue(), WAKE_HANDLERS);
    expect(server.delivered).toEqual([]);

    await timePasses(61);
    await runDueJobs(jobQueue(), WAKE_HANDLERS);
    expect(subjects(server.delivered)).toEqual(['Receipt', 'Decision']);
    expect((await queuedJobOf(`mail-outbox-retry:${refused?.id}`))?.state).toBe('completed');
  });

  it('keeps the mails in their places while the mail server cannot be reached, and sends them all once it answers again', async () => {
    await queue([
      ['a@example.com', 'First'],
      ['b@example.com', 'Second'],
      ['a@example.com', 'Third'],
    ]);
    server.goDown();
    expect(await sendPendingMails()).toEqual({ sent: 0, retried: 0, failed: 0, isServerDown: true });

    const [tried, ...untried] = await storedMails();
    expect(tried).toMatchObject({ subject: 'First', status: 'pending', attempts: 0 });
    expect(tried?.lastError).toContain('ECONNREFUSED');
    expect(untried.map((mail) => mail.lastError)).toEqual(['', '']);
    expect((tried?.nextAttemptAt.getTime() ?? Infinity) <= Date.now()).toBe(true);
    const probe = await queuedJobOf('mail-outbox-probe');
    expect(probe).toMatchObject({ name: WAKE_MAIL_SENDER_KIND, state: 'created' });
    expect((probe?.startAfter.getTime() ?? 0) - (tried?.nextAttemptAt.getTime() ?? 0)).toBe(
      MAIL_SERVER_PROBE_SECONDS * 1000,
    );

    server.comeBack();
    await timePasses(MAIL_SERVER_PROBE_SECONDS);
    await runDueJobs(jobQueue(), WAKE_HANDLERS);
    expect(subjects(server.delivered)).toEqual(['First', 'Second', 'Third']);
    expect((await queuedJobOf('mail-outbox-probe'))?.state).toBe('completed');
  });
});
