import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { parseMail } from '@/tests/fixtures/outbox';

import { createMailer, outboxFileName } from './mailer';
import { signInCodeMail } from './templates/sign-in-code';

type Received = { from: string; to: string[]; raw: string };

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
