import { eq } from 'drizzle-orm';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';

import { db } from '@/db';
import { adminAccounts, auditLog, memberCompanies, outboxMails, signInCodes } from '@/db/schema';
import type { MailMessage } from '@/lib/mail';
import { sendPendingMails } from '@/lib/mail/send-pending';
import { logger } from '@/lib/observability/logger';
// Renamed on import: the fixture registers Vitest hooks, it is no React hook.
import { useTestDatabase as prepareTestDatabase } from '@/tests/fixtures/database';

import { SIGN_IN_LIMITS } from './limits';
import { requestSignInCode } from './request-sign-in-code';

const mailbox = vi.hoisted(() => ({ sent: [] as MailMessage[], isFailing: false }));
vi.mock('@/lib/mail', () => ({
  sendMail: async (message: MailMessage) => {
    if (mailbox.isFailing) throw new Error('SMTP unavailable');
    mailbox.sent.push(message);
  },
}));

prepareTestDatabase();

beforeAll(async () => {
  await db.insert(adminAccounts).values([
    { email: 'Admin@Example.com', firstName: 'Болормаа', accountRole: 2 },
    { email: 'limits@example.com', firstName: 'Limit', accountRole: 1 },
    { email: 'flooded@example.com', firstName: 'Flood', accountRole: 1 },
    { email: 'flooded6@example.com', firstName: 'Flood', accountRole: 1 },
    { email: 'burst@example.com', firstName: 'Burst', accountRole: 1 },
  ]);
  await db.insert(memberCompanies).values([
    { name: 'Demo Mining LLC', email: 'member@example.com', logo: 'logo.png' },
    { name: 'Former Member LLC', email: 'former@example.com', logo: 'logo.png', active: false },
  ]);
});

beforeEach(() => {
  mailbox.sent.length = 0;
  mailbox.isFailing = false;
});

const request = (email: string, clientAddress = '10.0.0.1', subject: 'admin' | 'member' = 'admin') =>
  requestSignInCode({ subject, email, clientAddress, locale: 'mn' });

describe('requestSignInCode', () => {
  it('mails a six-digit code to a registered admin and stores only its hash', async () => {
    expect(await request('  ADMIN@example.com ')).toEqual({ ok: true, email: 'admin@example.com' });

    expect(mailbox.sent).toHaveLength(1);
    const [mail] = mailbox.sent;
    expect(mail?.to).toBe('admin@example.com');
    const code = /\b(\d{6})\b/.exec(mail?.text ?? '')?.[1];
    expect(code).toMatch(/^\d{6}$/);
    const rows = await db.select().from(signInCodes).where(eq(signInCodes.email, 'admin@example.com'));
    expect(rows).toHaveLength(1);
    expect(rows[0]?.codeHash).toMatch(/^[0-9a-f]{64}$/);
    expect(rows[0]?.codeHash).not.toContain(code);
    const minutesLeft = ((rows[0]?.expiresAt.getTime() ?? 0) - Date.now()) / 60_000;
    expect(minutesLeft).toBeGreaterThan(9.5);
    expect(minutesLeft).toBeLessThanOrEqual(10);
  });

  it('sends nothing to an unregistered e-mail', async () => {
    expect(await request('stranger@example.com', '10.0.0.2')).toEqual({ ok: false, reason: 'unknownEmail' });

    expect(mailbox.sent).toHaveLength(0);
    expect(await db.select().from(signInCodes).where(eq(signInCodes.email, 'stranger@example.com'))).toHaveLength(0);
  });

  it('refuses a malformed address before doing anything', async () => {
    expect(await request('not-an-address', '10.0.0.3')).toEqual({ ok: false, reason: 'invalidEmail' });
    expect(mailbox.sent).toHaveLength(0);
  });

  it('looks members up among active member companies only', async () => {
    expect((await request('member@example.com', '10.0.0.4', 'member')).ok).toBe(true);
    expect(await request('former@example.com', '10.0.0.4', 'member')).toEqual({ ok: false, reason: 'unknownEmail' });
    expect(await request('member@example.com', '10.0.0.4', 'admin')).toEqual({ ok: false, reason: 'unknownEmail' });
  });

  it('drops requests over the limit per address and client without a word: the same answer, no mail', async () => {
    const outcomes = [];
    for (let index = 0; index < 8; index += 1) outcomes.push(await request('flooded@example.com', '10.1.0.1'));

    expect(outcomes.every((outcome) => outcome.ok && outcome.email === 'flooded@example.com')).toBe(true);
    expect(mailbox.sent).toHaveLength(SIGN_IN_LIMITS.codesPerEmailPerClient);
  });

  it("bounds an address's mails a day for everyone, yet gives each client its first code of the day", async () => {
    const outcomes = [];
    for (let index = 0; index < SIGN_IN_LIMITS.mailsPerEmailPerDay; index += 1)
      outcomes.push(await request('limits@example.com', `10.2.0.${index}`));
    // Past the day's bound, the strangers' second requests are dropped...
    for (let index = 0; index < 3; index += 1) outcomes.push(await request('limits@example.com', `10.2.0.${index}`));
    expect(mailbox.sent).toHaveLength(SIGN_IN_LIMITS.mailsPerEmailPerDay);

    // ...and the owner, asking for the first time today, gets a code.
    outcomes.push(await request('limits@example.com', '198.51.100.23'));
    expect(outcomes.every((outcome) => outcome.ok)).toBe(true);
    expect(mailbox.sent).toHaveLength(SIGN_IN_LIMITS.mailsPerEmailPerDay + 1);
    expect(mailbox.sent.at(-1)?.to).toBe('limits@example.com');
  });

  it('counts every address of an IPv6 /64 as one client', async () => {
    for (let host = 1; host <= SIGN_IN_LIMITS.codesPerEmailPerClient + 3; host += 1)
      await request('flooded6@example.com', `2001:db8:5:5::${host}`);

    expect(mailbox.sent).toHaveLength(SIGN_IN_LIMITS.codesPerEmailPerClient);
  });

  it('drops codes once a client has asked too often, while unknown e-mails stay unknown', async () => {
    const outcomes = [];
    for (let index = 0; index < 20; index += 1) outcomes.push(await request(`probe${index}@example.com`, '10.3.0.1'));

    expect(outcomes.every((outcome) => !outcome.ok && outcome.reason === 'unknownEmail')).toBe(true);
    expect(await request('admin@example.com', '10.3.0.1')).toEqual({ ok: true, email: 'admin@example.com' });
    expect(mailbox.sent).toHaveLength(0);
  });

  it('writes one audit entry for a burst of dropped requests for an address', async () => {
    for (let index = 0; index < 20; index += 1) await request('burst@example.com', '10.4.0.1');

    const entries = await db
      .select({ email: auditLog.accountEmail, target: auditLog.target, clientAddress: auditLog.clientAddress })
      .from(auditLog)
      .where(eq(auditLog.action, 'sign-in.request-burst'));
    expect(entries).toEqual([{ email: 'burst@example.com', target: 'admin', clientAddress: '10.4.0.1' }]);
  });

  it('keeps the code’s mail in the outbox for a later try when the mail server fails, and logs no code', async () => {
    mailbox.isFailing = true;
    const logged = vi.spyOn(logger, 'warn').mockImplementation(() => undefined);
    const sentBefore = mailbox.sent.length;

    expect(await request('admin@example.com', '10.0.0.5')).toEqual({ ok: true, email: 'admin@example.com' });

    const [mail] = await db.select().from(outboxMails).where(eq(outboxMails.status, 'pending'));
    expect(mail).toMatchObject({
      kind: 'sign-in-code',
      to: 'admin@example.com',
      attempts: 1,
      lastError: 'SMTP unavailable',
    });
    expect(mailbox.sent).toHaveLength(sentBefore);
    const code = /\b(\d{6})\b/.exec(mail?.text ?? '')?.[1];
    expect(code).toMatch(/^\d{6}$/);
    expect(JSON.stringify(logged.mock.calls.map((call) => call.map(String)))).not.toContain(code);
    logged.mockRestore();

    // The server is back: the code goes out on the next try, and its mail keeps no copy of it.
    mailbox.isFailing = false;
    expect(await sendPendingMails({ now: new Date(Date.now() + 2 * 60_000) })).toMatchObject({ sent: 1 });
    expect(mailbox.sent.at(-1)?.text).toContain(code);
    const [sent] = await db
      .select()
      .from(outboxMails)
      .where(eq(outboxMails.id, mail?.id ?? 0));
    expect(sent).toMatchObject({ status: 'sent', text: '', html: '' });
  });
});
