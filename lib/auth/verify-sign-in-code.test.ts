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

const EMAILS = ['once', 'wrong', 'dead', 'expired', 'newer', 'deleted', 'brute', 'parallel', 'owner', 'burst', 'limit'].map(
  (name) => `${name}@example.com`,
);
const ids = new Map<string, number>();

beforeAll(async () => {
  const rows = await db
    .insert(adminAccounts)
    .values(EMAILS.map((email) => ({ email, firstName: 'Test', accountRole: 2 })))
    .returning({ id: adminAccounts.id, email: adminAccounts.email });
  for (const row of rows) ids.set(row.email, row.id);
});

/** Asks for a code as a person would and reads it from the mail. */
async function mailedCode(email: string): Promise<string> {
  const outcome = await requestSignInCode({ subject: 'admin', email, clientAddress: `request:${email}`, locale: 'mn' });
  const code = /\b(\d{6})\b/.exec(mailbox.sent.filter((mail) => mail.to === email).at(-1)?.text ?? '')?.[1];
  if (!outcome.ok || !code) throw new Error(`No code for ${email}`);

  return code;
}

const verify = (email: string, code: string, clientAddress = `verify:${email}`) =>
  verifySignInCode({ subject: 'admin', email, code, clientAddress });
const wrong = (code: string, offset = 1) => ((Number(code) + offset) % 1_000_000).toString().padStart(6, '0');

describe('verifySignInCode', () => {
  it('signs in once with the right code', async () => {
    const code = await mailedCode('once@example.com');

    expect(await verify('ONCE@example.com', code)).toEqual({
      ok: true,
      accountId: ids.get('once@example.com'),
      email: 'once@example.com',
    });
    expect(await verify('once@example.com', code)).toEqual({ ok: false, reason: 'codeExpired' });
  });

  it('counts a wrong code, and the right one still works within the tries', async () => {
    const code = await mailedCode('wrong@example.com');

    expect(await verify('wrong@example.com', wrong(code))).toEqual({ ok: false, reason: 'codeInvalid' });
    const [row] = await db.select().from(signInCodes).where(eq(signInCodes.email, 'wrong@example.com'));
    expect(row?.failedAttempts).toBe(1);
    expect((await verify('wrong@example.com', code)).ok).toBe(true);
  });

  it('kills the code after five wrong tries', async () => {
    const code = await mailedCode('dead@example.com');
    const reasons = [];
    for (let offset = 1; offset <= 5; offset += 1) {
      const outcome = await verify('dead@example.com', wrong(code, offset));
      reasons.push(outcome.ok ? 'ok' : outcome.reason);
    }

    expect(reasons).toEqual(['codeInvalid', 'codeInvalid', 'codeInvalid', 'codeInvalid', 'tooManyAttempts']);
    expect(await verify('dead@example.com', code)).toEqual({ ok: false, reason: 'tooManyAttempts' });
  });

  it('refuses an expired code', async () => {
    const code = await mailedCode('expired@example.com');
    await db
      .update(signInCodes)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(signInCodes.email, 'expired@example.com'));

    expect(await verify('expired@example.com', code)).toEqual({ ok: false, reason: 'codeExpired' });
  });

  it('ends the older code when a newer one is sent', async () => {
    const older = await mailedCode('newer@example.com');
    const newer = await mailedCode('newer@example.com');

    expect(await verify('newer@example.com', older)).toMatchObject({ ok: false });
    expect((await verify('newer@example.com', newer)).ok).toBe(true);
  });

  it('never signs in an address that has no code', async () => {
    expect(await verify('nobody@example.com', '123456')).toEqual({ ok: false, reason: 'codeExpired' });
    expect(await verify('nobody@example.com', '12345')).toEqual({ ok: false, reason: 'codeFormat' });
  });

  it('refuses the code of an account deleted after it was sent', async () => {
    const code = await mailedCode('deleted@example.com');
    await db.delete(adminAccounts).where(eq(adminAccounts.email, 'deleted@example.com'));

    expect((await verify('deleted@example.com', code)).ok).toBe(false);
  });

  it('never signs anyone in with 1,000 wrong guesses, one after another', async () => {
    const code = await mailedCode('brute@example.com');
    let signIns = 0;
    for (let guess = 1; guess <= 1000; guess += 1) {
      if ((await verify('brute@example.com', wrong(code, guess), `attacker-${guess}`)).ok) signIns += 1;
    }

    expect(signIns).toBe(0);
    expect(await verify('brute@example.com', code)).toEqual({ ok: false, reason: 'tooManyAttempts' });
  });

  it('compares at most 25 of 1,000 simultaneous wrong guesses from many addresses, after which the right code is dead too', async () => {
    const code = await mailedCode('parallel@example.com');
    const guesses = Array.from({ length: 1000 }, (_, index) => wrong(code, index + 1));
    const outcomes = await Promise.all(
      guesses.map((guess, index) => verify('parallel@example.com', guess, `bot-${index}`)),
    );

    expect(outcomes.filter((outcome) => outcome.ok)).toHaveLength(0);
    const [row] = await db.select().from(signInCodes).where(eq(signInCodes.email, 'parallel@example.com'));
    expect(row?.failedAttempts).toBe(SIGN_IN_LIMITS.guessesPerCode);
    expect(await verify('parallel@example.com', code)).toEqual({ ok: false, reason: 'tooManyAttempts' });
  });

  it("lets the owner sign in from another address after a stranger's 20 wrong guesses", async () => {
    const code = await mailedCode('owner@example.com');
    const strangers = [];
    for (let offset = 1; offset <= 20; offset += 1) strangers.push(await verify('owner@example.com', wrong(code, offset), 'stranger'));

    expect(strangers.every((outcome) => !outcome.ok)).toBe(true);
    expect(strangers.at(-1)).toEqual({ ok: false, reason: 'tooManyAttempts' });
    expect(await verify('owner@example.com', code, 'stranger')).toEqual({ ok: false, reason: 'tooManyAttempts' });
    expect(await verify('owner@example.com', code, 'owner-laptop')).toEqual({ ok: true, accountId: ids.get('owner@example.com'), email: 'owner@example.com' });
  });

  it('writes one audit entry for a burst of refused guesses at an address, not one per guess', async () => {
    const code = await mailedCode('burst@example.com');
    for (let offset = 1; offset <= 30; offset += 1) await verify('burst@example.com', wrong(code, offset), 'guesser');

    const entries = await db
      .select({ email: auditLog.accountEmail, accountId: auditLog.accountId, target: auditLog.target, clientAddress: auditLog.clientAddress })
      .from(auditLog)
      .where(and(eq(auditLog.action, 'sign-in.guess-burst'), eq(auditLog.accountEmail, 'burst@example.com')));
    expect(entries).toEqual([{ email: 'burst@example.com', accountId: null, target: 'admin', clientAddress: 'guesser' }]);
  });

  it('limits verifications per client address', async () => {
    const code = await mailedCode('limit@example.com');
    for (let index = 0; index < 50; index += 1) await verify('nobody@example.com', '000000', 'greedy-client');

    expect(await verify('limit@example.com', code, 'greedy-client')).toEqual({ ok: false, reason: 'rateLimited' });
    expect((await verify('limit@example.com', code, 'another-client')).ok).toBe(true);
  });
});
