import { rm } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';

import { asc, eq } from 'drizzle-orm';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';

import { db } from '@/db';
import { outboxMails } from '@/db/schema';
import { submitCompanyRegistration, submitConsultantRegistration } from '@/lib/directory/registration/writes';
import { companyFields, CONSULTANT, insertTestCategories, pngLogo } from '@/tests/fixtures/directory-registrations';
import { cancelMeeting, sendInvitation } from '@/lib/meetings/invitation-writes';
import { dayFromToday, insertMeetingFixtures } from '@/tests/fixtures/meetings';
// Renamed on import: the fixture registers Vitest hooks, it is no React hook.
import { useTestDatabase as prepareTestDatabase } from '@/tests/fixtures/database';
import { type ParsedMail, parseMail } from '@/tests/fixtures/outbox';

import { MAX_MAIL_ATTEMPTS } from './failed-attempt';
import { listFailedMails, resendFailedMail } from './failed-mails';
import { enqueueMails } from './outbox';
import { outboxSummary } from './outbox-summary';
import { sendPendingMails } from './send-pending';

// A port nothing listens on (yet): SMTP_URL points at it before lib/env is first imported.
const smtp = await vi.hoisted(async () => {
  const { createServer } = await import('node:net');
  const { mkdtempSync } = await import('node:fs');
  const { tmpdir } = await import('node:os');
  const { join } = await import('node:path');
  const port = await new Promise<number>((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port: free } = probe.address() as { port: number };
      probe.close(() => resolve(free));
    });
  });
  process.env.SMTP_URL = `smtp://127.0.0.1:${port}`;
  process.env.DATA_DIR = mkdtempSync(join(tmpdir(), 'mail-outbox-'));

  return { port, dataDir: process.env.DATA_DIR };
});

const REFUSED = 'nobody@refused.example';
const delivered: ParsedMail[] = [];
let server: SMTPServer | null = null;

/** A real SMTP server on the port, which takes every mail except those to REFUSED (550, for good). */
async function startSmtpServer(): Promise<void> {
  server = new SMTPServer({
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onRcptTo(address, _session, callback) {
      if (address.address === REFUSED)
        return callback(Object.assign(new Error('Mailbox unavailable'), { responseCode: 550 }));
      callback();
    },
    onData(stream, _session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        delivered.push(parseMail(Buffer.concat(chunks).toString('utf8')));
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server?.listen(smtp.port, '127.0.0.1', resolve));
  expect((server.server.address() as AddressInfo).port).toBe(smtp.port);
}

prepareTestDatabase();

beforeAll(async () => {
  await insertTestCategories();
  await insertMeetingFixtures({ users: 2, rooms: 1, times: [{ id: 1, date: dayFromToday(1), time: '10:00' }] });
});

afterAll(async () => {
  await new Promise<void>((resolve) => (server ? server.close(resolve) : resolve()));
  await rm(smtp.dataDir, { recursive: true, force: true });
});

const rowsInOrder = () =>
  db
    .select({
      id: outboxMails.id,
      kind: outboxMails.kind,
      to: outboxMails.to,
      status: outboxMails.status,
      attempts: outboxMails.attempts,
      lastError: outboxMails.lastError,
    })
    .from(outboxMails)
    .orderBy(asc(outboxMails.id));

describe('the outbox', () => {
  it('keeps the mails of changes made while the mail server is down, then delivers each once, in the order they were caused', async () => {
    const registered = await submitCompanyRegistration({
      formData: companyFields(await pngLogo()),
      clientAddress: '10.7.0.1',
      locale: 'mn',
    });
    expect(registered.ok).toBe(true);
    const invited = await sendInvitation({
      senderId: 1,
      receiver_id: 2,
      room_id: 1,
      meeting_time_id: 1,
      meeting_description: 'Хайгуул',
    });
    if (!invited.ok) throw new Error(invited.reason);
    const cancelled = await cancelMeeting({ userId: 2, meetingId: invited.meeting.id });
    expect(cancelled.ok).toBe(true);

    const stored = await rowsInOrder();
    expect(stored.map(({ kind, to, status, attempts }) => ({ kind, to, status, attempts }))).toEqual([
      { kind: 'directory-receipt', to: 'saruul@example.mn', status: 'pending', attempts: 0 },
      { kind: 'meeting-invitation', to: 'user1@example.com', status: 'pending', attempts: 0 },
      { kind: 'meeting-invitation', to: 'user2@example.com', status: 'pending', attempts: 0 },
      { kind: 'meeting-cancelled', to: 'user1@example.com', status: 'pending', attempts: 0 },
      { kind: 'meeting-cancelled', to: 'user2@example.com', status: 'pending', attempts: 0 },
    ]);
    // Each request tried to send at once and found the server down: the mails wait, their attempts untouched.
    expect(stored[0]?.lastError).not.toBe('');
    expect(delivered).toEqual([]);
    expect((await outboxSummary()).pending).toBe(5);

    await startSmtpServer();
    expect(await sendPendingMails()).toEqual({ sent: 5, retried: 0, failed: 0, isServerDown: false });

    expect(delivered.map((mail) => [mail.to, mail.method])).toEqual([
      ['saruul@example.mn', null],
      ['user1@example.com', 'REQUEST'],
      ['user2@example.com', 'REQUEST'],
      ['user1@example.com', 'CANCEL'],
      ['user2@example.com', 'CANCEL'],
    ]);
    expect(delivered[0]?.subject).toBe(
      'Бизнес лавлахын бүртгэлийн хүсэлтийг хүлээн авлаа / Your business directory registration request has been received',
    );
    expect(
      (await rowsInOrder()).every((row) => row.status === 'sent' && row.attempts === 1 && row.lastError === ''),
    ).toBe(true);

    expect(await sendPendingMails()).toEqual({ sent: 0, retried: 0, failed: 0, isServerDown: false });
    expect(delivered).toHaveLength(5);
    expect(await outboxSummary()).toEqual({ pending: 0, failed: 0, oldestPendingSeconds: null });
  });

  it('retries a mail the server refuses with growing delays, gives it up as failed for the operator, and resends it on request', async () => {
    const registered = await submitConsultantRegistration({
      input: { ...CONSULTANT, registrantEmail: REFUSED },
      clientAddress: '10.7.0.2',
      locale: 'en',
    });
    expect(registered.ok).toBe(true);
    const [mail] = await db.select().from(outboxMails).where(eq(outboxMails.to, REFUSED));
    if (!mail) throw new Error('The receipt was not recorded');
    // Sent at once and refused: the next try waits a minute.
    expect(mail).toMatchObject({ kind: 'directory-receipt', status: 'pending', attempts: 1 });
    expect(await sendPendingMails()).toMatchObject({ sent: 0, retried: 0 });

    let now = Date.now();
    for (let attempt = 2; attempt <= MAX_MAIL_ATTEMPTS; attempt++) {
      now += 61 * 60_000;
      expect(await sendPendingMails({ now: new Date(now) })).toMatchObject({
        sent: 0,
        ...(attempt < MAX_MAIL_ATTEMPTS ? { retried: 1 } : { failed: 1 }),
      });
    }
    expect(await sendPendingMails({ now: new Date(now + 24 * 60 * 60_000) })).toMatchObject({
      sent: 0,
      retried: 0,
      failed: 0,
    });

    const [failed] = await listFailedMails();
    expect(failed).toMatchObject({ id: mail.id, to: REFUSED, kind: 'directory-receipt', attempts: MAX_MAIL_ATTEMPTS });
    expect(failed?.lastError).toContain('550');
    expect(await outboxSummary()).toMatchObject({ pending: 0, failed: 1 });

    expect(await resendFailedMail(mail.id)).toBe(true);
    expect(await resendFailedMail(mail.id)).toBe(false);
    expect(await listFailedMails()).toEqual([]);
    expect(await outboxSummary()).toMatchObject({ pending: 1, failed: 0 });
    const [resent] = await db.select().from(outboxMails).where(eq(outboxMails.id, mail.id));
    expect(resent).toMatchObject({ status: 'pending', attempts: 0 });
    expect(delivered.some((each) => each.to === REFUSED)).toBe(false);
  });

  it('delivers each mail once when two senders run at the same time', async () => {
    await db.update(outboxMails).set({ status: 'sent' }).where(eq(outboxMails.status, 'pending'));
    const before = delivered.length;
    const recipients = Array.from({ length: 12 }, (_, index) => `reader${index}@example.com`);
    await db.transaction((tx) =>
      enqueueMails(
        tx,
        recipients.map((to) => ({
          kind: 'test',
          message: { to, subject: 'Outbox', html: '<p>Outbox</p>', text: 'Outbox', locale: 'en' as const },
        })),
      ),
    );

    const [first, second] = await Promise.all([sendPendingMails(), sendPendingMails()]);

    expect((first?.sent ?? 0) + (second?.sent ?? 0)).toBe(12);
    expect(
      delivered
        .slice(before)
        .map((mail) => mail.to)
        .sort(),
    ).toEqual([...recipients].sort());
    expect(await outboxSummary()).toMatchObject({ pending: 0 });
  });
});
