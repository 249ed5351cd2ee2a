import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { type AddressInfo, createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { signInCodeMail } from '@/lib/auth/sign-in-code-mail';
import { parseMail } from '@/tests/fixtures/outbox';

import { createMailer, outboxFileName } from './mailer';

type Received = { from: string; to: string[]; raw: string };

const MESSAGE = { to: 'guest@example.com', subject: 'Уулзалт', html: '<p>Уулзалт</p>', text: 'Уулзалт' };
const CALENDAR = 'BEGIN:VCALENDAR\r\nVERSION:2.0\r\nMETHOD:REQUEST\r\nSUMMARY:Уулзалт\r\nEND:VCALENDAR\r\n';

/** The `invite.ics` attachment of a raw message, decoded (nodemailer writes it in base64). */
function attachedCalendar(raw: string): string {
  const body =
    /filename=invite\.ics\r?\nContent-Transfer-Encoding: base64\r?\n\r?\n([A-Za-z0-9+/=\r\n]+)/.exec(raw)?.[1] ?? '';

  return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
}

describe('createMailer over SMTP', () => {
  const received: Received[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((recipient) => recipient.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      });
    },
  });
  let port = 0;

  beforeAll(async () => {
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.server.address() as AddressInfo).port;
  });
  afterAll(async () => {
    await new Promise<void>((resolve) => server.close(() => resolve()));
  });

  it('delivers the sign-in code mail to a real SMTP server', async () => {
    const mailer = createMailer({
      smtpUrl: `smtp://127.0.0.1:${port}`,
      outboxDir: '/nonexistent',
      from: 'no-reply@mining.test',
    });
    await mailer.send(signInCodeMail({ to: 'admin@example.com', code: '042917', minutes: 10, locale: 'mn' }));

    expect(received).toHaveLength(1);
    const [message] = received;
    expect(message?.from).toBe('no-reply@mining.test');
    expect(message?.to).toEqual(['admin@example.com']);
    const mail = parseMail(message?.raw ?? '');
    expect(mail.subject).toBe('Таны нэвтрэх код');
    expect(mail.text).toContain('042917');
    expect(mail.text).toContain('10 минутын');
  });

  it('sends a calendar as the text/calendar alternative and as an invite.ics attachment', async () => {
    const mailer = createMailer({
      smtpUrl: `smtp://127.0.0.1:${port}`,
      outboxDir: '/nonexistent',
      from: 'no-reply@mining.test',
    });
    await mailer.send({ ...MESSAGE, calendar: { method: 'CANCEL', content: CALENDAR } });

    const raw = received.at(-1)?.raw ?? '';
    expect(raw).toMatch(/Content-Type: text\/calendar; charset=utf-8; method=CANCEL/);
    expect(attachedCalendar(raw)).toBe(CALENDAR);
  });
});

describe('createMailer with a mail server that stops answering', () => {
  it('gives up with a connection failure (ETIMEDOUT) instead of waiting on it', async () => {
    // Takes the connection and never greets: a hung mail server.
    const silent = createServer(() => undefined);
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    const { port } = silent.address() as AddressInfo;
    const mailer = createMailer({
      smtpUrl: `smtp://127.0.0.1:${port}`,
      outboxDir: '/nonexistent',
      from: 'no-reply@mining.test',
      timeouts: { connectionMs: 1000, greetingMs: 200, socketMs: 200 },
    });

    await expect(mailer.send(MESSAGE)).rejects.toMatchObject({ code: 'ETIMEDOUT' });
    silent.close();
  });
});

describe('createMailer without SMTP', () => {
  let outboxDir = '';

  beforeAll(async () => {
    outboxDir = path.join(await mkdtemp(path.join(tmpdir(), 'mail-')), 'outbox');
  });
  afterAll(async () => {
    await rm(path.dirname(outboxDir), { recursive: true, force: true });
  });

  it('writes each mail as a readable .eml file into the outbox, creating it', async () => {
    const mailer = createMailer({ outboxDir, from: 'no-reply@localhost' });
    await mailer.send(signInCodeMail({ to: 'someone@example.com', code: '123456', minutes: 10, locale: 'en' }));
    await mailer.send(signInCodeMail({ to: 'someone@example.com', code: '654321', minutes: 10, locale: 'en' }));

    const names = (await readdir(outboxDir)).sort();
    expect(names).toHaveLength(2);
    expect(names.every((name) => name.endsWith('.eml'))).toBe(true);
    const mail = parseMail(await readFile(path.join(outboxDir, names[0] ?? ''), 'utf8'));
    expect(mail.headers.get('to')).toBe('someone@example.com');
    expect(mail.headers.get('from')).toBe('no-reply@localhost');
    expect(mail.subject).toBe('Your sign-in code');
    expect(mail.text).toContain('123456');
  });

  it('writes every one of many mails sent at once into an outbox folder that does not exist yet', async () => {
    const freshOutbox = path.join(path.dirname(outboxDir), 'fresh', 'outbox');
    const mailer = createMailer({ outboxDir: freshOutbox, from: 'no-reply@localhost' });
    const codes = Array.from({ length: 20 }, (_, index) => String(100_000 + index));
    await Promise.all(
      codes.map((code, index) =>
        mailer.send(signInCodeMail({ to: `person${index}@example.com`, code, minutes: 10, locale: 'en' })),
      ),
    );

    expect((await readdir(freshOutbox)).filter((name) => name.endsWith('.eml'))).toHaveLength(codes.length);
  });

  it('keeps the calendar of a mail in the .eml file', async () => {
    const mailer = createMailer({ outboxDir, from: 'no-reply@localhost' });
    await mailer.send({ ...MESSAGE, to: 'calendar@example.com', calendar: { method: 'REQUEST', content: CALENDAR } });

    const names = (await readdir(outboxDir)).sort();
    const raw = await readFile(path.join(outboxDir, names.at(-1) ?? ''), 'utf8');
    expect(parseMail(raw).headers.get('to')).toBe('calendar@example.com');
    expect(raw).toMatch(/Content-Type: text\/calendar; charset=utf-8; method=REQUEST/);
    expect(attachedCalendar(raw)).toBe(CALENDAR);
  });

  it('sends a mail without a calendar without calendar parts', async () => {
    const mailer = createMailer({ outboxDir, from: 'no-reply@localhost' });
    await mailer.send({ ...MESSAGE, to: 'plain@example.com' });

    const names = (await readdir(outboxDir)).sort();
    const raw = await readFile(path.join(outboxDir, names.at(-1) ?? ''), 'utf8');
    expect(raw).not.toContain('text/calendar');
    expect(raw).not.toContain('invite.ics');
  });

  it('names files so that they sort by sending time', () => {
    const earlier = outboxFileName(new Date('2026-01-02T03:04:05.006Z'));
    const later = outboxFileName(new Date('2026-01-02T03:04:05.007Z'));

    expect(earlier).toMatch(/^2026-01-02T03-04-05-006Z-[0-9a-f]{12}\.eml$/);
    expect([later, earlier].sort()).toEqual([earlier, later]);
  });
});

describe('signInCodeMail', () => {
  it('has the code in both parts and escapes text placed into HTML', () => {
    const mail = signInCodeMail({ to: 'a@example.com', code: '<b>&1', minutes: 10, locale: 'mn' });

    expect(mail.html).toContain('&lt;b&gt;&amp;1');
    expect(mail.html).not.toContain('<b>&1');
    expect(mail.text).toContain('<b>&1');
    expect(mail.html).toContain('lang="mn"');
  });

  it('speaks English for English readers', () => {
    const mail = signInCodeMail({ to: 'a@example.com', code: '000111', minutes: 10, locale: 'en' });

    expect(mail.subject).toBe('Your sign-in code');
    expect(mail.text).toContain('valid for 10 minutes');
  });
});
