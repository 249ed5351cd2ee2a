import { and, eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it, vi } from 'vitest';

import { db } from '@/db';
import { adminAccounts, auditLog, signInCodes } from '@/db/schema';
import type { MailMessage } from '@/lib/mail';
// Renamed on import: the fixture registers Vitest hooks, it is no React hook.
import { useTestDatabase as prepareTestDatabase } from '@/tests/fixtures/database';

import { SIGN_IN_LIMITS } from './limits';
import { requestSignInCode } from './request-sign-in-code';
import { verifySignInCode } from './verify-sign-in-code';

const mailbox = vi.hoisted(() => ({ sent: [] as MailMessage[] }));
vi.mock('@/lib/mail', () => ({ sendMail: async (message: MailMessage) => void mailbox.sent.push(message) }));

prepareTestDatabase();

const EMAILS = [
  'once',
  'wrong',
  'tries',
  'expired',
  'newer',
  'deleted',
  'brute',
  'parallel',
  'owner',
  'burst',
  'limit',
  'voided',
  'browser',
  'elsewhere',
].map((name) => `${name}@example.com`);
const ids = new Map<string, number>();

beforeAll(async () => {
  const rows = await db
    .insert(adminAccounts)
    .values(EMAILS.map((email) => ({ email, firstName: 'Test', accountRole: 2 })))
    .returning({ id: adminAccounts.id, email: adminAccounts.email });
  for (const row of rows) ids.set(row.email, row.id);
});

/** The owner's own client in these tests: the code is asked for and typed there. */
const OWNER = '198.51.100.1';

/** Asks for a code as a person would (from `clientAddress`, in `browser`) and reads it from the mail. */
async function mailedCode(email: string, clientAddress = OWNER, browser: string | null = null): Promise<string> {
  const outcome = await requestSignInCode({ subject: 'admin', email, clientAddress, browser, locale: 'mn' });
  const code = /\b(\d{6})\b/.exec(mailbox.sent.filter((mail) => mail.to === email).at(-1)?.text ?? '')?.[1];
  if (!outcome.ok || !code) throw new Error(`No code for ${email}`);

  return code;
}

const verify = (email: string, code: string, clientAddress = OWNER, browser: string | null = null) =>
  verifySignInCode({ subject: 'admin', email, code, clientAddress, browser });
const wrong = (code: string, offset = 1) => ((Number(code) + offset) % 1_000_000).toString().padStart(6, '0');
const signedIn = (email: string) => ({ ok: true, accountId: ids.get(email), email });

describe('verifySignInCode', () => {
  it('signs in once with the right code', async () => {
    const code = await mailedCode('once@example.com');

    expect(await verify('ONCE@example.com', code)).toEqual(signedIn('once@example.com'));
    expect(await verify('once@example.com', code)).toEqual({ ok: false, reason: 'codeInvalid' });
  });

  it('counts a wrong code, and the right one still works within the tries', async () => {
    const code = await mailedCode('wrong@example.com');

    expect(await verify('wrong@example.com', wrong(code))).toEqual({ ok: false, reason: 'codeInvalid' });
    const [row] = await db.select().from(signInCodes).where(eq(signInCodes.email, 'wrong@example.com'));
    expect(row?.failedAttempts).toBe(1);
    expect((await verify('wrong@example.com', code)).ok).toBe(true);
  });

  it('stops a client after its wrong tries at an address, while the code waits for its other clients', async () => {
    const code = await mailedCode('tries@example.com', OWNER, 'a'.repeat(32));
    const reasons = [];
    for (let offset = 1; offset <= SIGN_IN_LIMITS.guessesPerEmailPerClient + 1; offset += 1) {
      const outcome = await verify('tries@example.com', wrong(code, offset));
      reasons.push(outcome.ok ? 'ok' : outcome.reason);
    }

    expect(reasons).toEqual([...Array(SIGN_IN_LIMITS.guessesPerEmailPerClient).fill('codeInvalid'), 'tooManyAttempts']);
    expect(await verify('tries@example.com', code)).toEqual({ ok: false, reason: 'tooManyAttempts' });
    // The same browser on another network (a phone leaving the office's Wi-Fi) is another client with its own tries.
    expect(await verify('tries@example.com', code, '203.0.113.9', 'a'.repeat(32))).toEqual(
      signedIn('tries@example.com'),
    );
  });

  it('answers an expired code, an address without codes and an unregistered one alike', async () => {
    const code = await mailedCode('expired@example.com');
    await db
      .update(signInCodes)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(signInCodes.email, 'expired@example.com'));

    expect(await verify('expired@example.com', code)).toEqual({ ok: false, reason: 'codeInvalid' });
    expect(await verify('limit@example.com', '123456')).toEqual({ ok: false, reason: 'codeInvalid' });
    expect(await verify('nobody@example.com', '123456')).toEqual({ ok: false, reason: 'codeInvalid' });
    expect(await verify('nobody@example.com', '12345')).toEqual({ ok: false, reason: 'codeFormat' });
  });

  it('keeps the older codes usable when newer ones are sent, the newest three of a requester', async () => {
    const codes = [];
    for (let index = 0; index < SIGN_IN_LIMITS.liveCodesPerEmail + 1; index += 1)
      codes.push(await mailedCode('newer@example.com'));
    const [oldest = '', second = '', , newest = ''] = codes;

    expect(await verify('newer@example.com', oldest)).toEqual({ ok: false, reason: 'codeInvalid' });
    expect(await verify('newer@example.com', second)).toEqual(signedIn('newer@example.com'));
    // One sign-in ends every code mailed for it.
    expect(await verify('newer@example.com', newest)).toEqual({ ok: false, reason: 'codeInvalid' });
  });

  it("keeps the owner's code when strangers ask for codes for the same address", async () => {
    const code = await mailedCode('voided@example.com');
    for (let stranger = 1; stranger <= 6; stranger += 1)
      await mailedCode('voided@example.com', `203.0.113.${stranger}`);

    expect(await verify('voided@example.com', code)).toEqual(signedIn('voided@example.com'));
  });

  it('takes a code only where it was asked for: the same network or the same browser', async () => {
    const browser = 'b'.repeat(32);
    const inBrowser = await mailedCode('browser@example.com', '192.0.2.1', browser);
    const elsewhere = await mailedCode('elsewhere@example.com', '192.0.2.1');

    expect(await verify('browser@example.com', inBrowser, '203.0.113.50')).toEqual({
      ok: false,
      reason: 'codeInvalid',
    });
    expect(await verify('elsewhere@example.com', elsewhere, '203.0.113.50', browser)).toEqual({
      ok: false,
      reason: 'codeInvalid',
    });
    expect(await verify('browser@example.com', inBrowser, '203.0.113.50', browser)).toEqual(
      signedIn('browser@example.com'),
    );
    expect(await verify('elsewhere@example.com', elsewhere, '192.0.2.1')).toEqual(signedIn('elsewhere@example.com'));
  });

  it('refuses the code of an account deleted after it was sent', async () => {
    const code = await mailedCode('deleted@example.com');
    await db.delete(adminAccounts).where(eq(adminAccounts.email, 'deleted@example.com'));

    expect((await verify('deleted@example.com', code)).ok).toBe(false);
  });

  it("never signs anyone in with 1,000 strangers' wrong guesses, and the owner still signs in after them", async () => {
    const code = await mailedCode('brute@example.com');
    let signIns = 0;
    for (let guess = 1; guess <= 1000; guess += 1) {
      if ((await verify('brute@example.com', wrong(code, guess), `10.9.${Math.floor(guess / 250)}.${guess % 250}`)).ok)
        signIns += 1;
    }
    // Even the right code, typed by a stranger who did not ask for it, is no use.
    const strangerWithCode = await verify('brute@example.com', code, '10.9.9.9');

    expect(signIns).toBe(0);
    expect(strangerWithCode).toEqual({ ok: false, reason: 'codeInvalid' });
    expect(await verify('brute@example.com', code)).toEqual(signedIn('brute@example.com'));
  });

  it("compares none of 1,000 simultaneous guesses from strangers' addresses with the owner's code", async () => {
    const code = await mailedCode('parallel@example.com');
    const outcomes = await Promise.all(
      Array.from({ length: 1000 }, (_, index) =>
        verify('parallel@example.com', wrong(code, index + 1), `2001:db8:${index}::1`),
      ),
    );

    expect(outcomes.filter((outcome) => outcome.ok)).toHaveLength(0);
    const [row] = await db.select().from(signInCodes).where(eq(signInCodes.email, 'parallel@example.com'));
    expect(row?.failedAttempts).toBe(0);
    expect(await verify('parallel@example.com', code)).toEqual(signedIn('parallel@example.com'));
  });

  it("lets the owner sign in after a stranger's 20 wrong guesses from the owner's own network, in the owner's browser", async () => {
    const browser = 'c'.repeat(32);
    const code = await mailedCode('owner@example.com', '192.0.2.77', browser);
    const strangers = [];
    for (let offset = 1; offset <= 20; offset += 1)
      strangers.push(await verify('owner@example.com', wrong(code, offset), '192.0.2.77'));

    expect(strangers.every((outcome) => !outcome.ok)).toBe(true);
    expect(strangers.at(-1)).toEqual({ ok: false, reason: 'tooManyAttempts' });
    expect(await verify('owner@example.com', code, '192.0.2.77')).toEqual({ ok: false, reason: 'tooManyAttempts' });
    expect(await verify('owner@example.com', code, '198.51.100.200', browser)).toEqual(signedIn('owner@example.com'));
  });

  it('counts the tries of a whole IPv6 /64 as one client', async () => {
    const outcomes = [];
    for (let host = 1; host <= SIGN_IN_LIMITS.guessesPerEmailPerClient + 1; host += 1) {
      outcomes.push(await verify('limit@example.com', '000000', `2001:db8:77:1::${host.toString(16)}`));
    }

    expect(outcomes.at(-2)).toEqual({ ok: false, reason: 'codeInvalid' });
    expect(outcomes.at(-1)).toEqual({ ok: false, reason: 'tooManyAttempts' });
  });

  it('writes one audit entry for a burst of refused guesses at an address, not one per guess', async () => {
    const code = await mailedCode('burst@example.com');
    for (let offset = 1; offset <= 30; offset += 1)
      await verify('burst@example.com', wrong(code, offset), '203.0.113.77');

    const entries = await db
      .select({
        email: auditLog.accountEmail,
        accountId: auditLog.accountId,
        target: auditLog.target,
        clientAddress: auditLog.clientAddress,
      })
      .from(auditLog)
      .where(and(eq(auditLog.action, 'sign-in.guess-burst'), eq(auditLog.accountEmail, 'burst@example.com')));
    expect(entries).toEqual([
      { email: 'burst@example.com', accountId: null, target: 'admin', clientAddress: '203.0.113.77' },
    ]);
  });

  it('limits verifications per client address', async () => {
    const code = await mailedCode('limit@example.com', '192.0.2.200');
    for (let index = 0; index < SIGN_IN_LIMITS.verificationsPerClient; index += 1) {
      await verify(`nobody${index}@example.com`, '000000', '192.0.2.200');
    }

    expect(await verify('limit@example.com', code, '192.0.2.200')).toEqual({ ok: false, reason: 'rateLimited' });
  });
});
