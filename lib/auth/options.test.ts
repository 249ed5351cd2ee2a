import type { Account, Profile, Session, User } from 'next-auth';
import type { JWT } from 'next-auth/jwt';
import { beforeAll, describe, expect, it } from 'vitest';

import { db } from '@/db';
import { adminAccounts, auditLog } from '@/db/schema';
// Renamed on import: the fixture registers Vitest hooks, it is no React hook.
import { useTestDatabase as prepareTestDatabase } from '@/tests/fixtures/database';

import { authOptions } from './options';

prepareTestDatabase();

let adminId = 0;

beforeAll(async () => {
  const [row] = await db
    .insert(adminAccounts)
    .values({ email: 'Admin@Example.com', firstName: 'Болормаа' })
    .returning({ id: adminAccounts.id });
  adminId = row?.id ?? 0;
});

const { callbacks } = authOptions();
const google = { provider: 'google', type: 'oauth', providerAccountId: 'g-1' } satisfies Account;
const googleUser: User = { id: 'g-1', email: 'admin@example.com' };

async function allowsGoogle(profile: Profile & { email_verified?: boolean }): Promise<unknown> {
  return callbacks?.signIn?.({ user: googleUser, account: google, profile });
}

describe('auth options', () => {
  it('use JWT sessions in httpOnly, SameSite=Lax cookies', () => {
    const options = authOptions();

    expect(options.session?.strategy).toBe('jwt');
    expect(options.cookies?.sessionToken?.options).toMatchObject({ httpOnly: true, sameSite: 'lax', path: '/' });
    expect(options.secret).toBeTruthy();
  });

  it('let only registered admins with a verified address in through Google', async () => {
    expect(await allowsGoogle({ email: 'ADMIN@example.com', email_verified: true })).toBe(true);
    expect(await allowsGoogle({ email: 'admin@example.com', email_verified: false })).toBe(false);
    expect(await allowsGoogle({ email: 'stranger@example.com', email_verified: true })).toBe(false);
  });

  it('put the subject kind and account id into the token, and audit the sign-in', async () => {
    const jwt = callbacks?.jwt;
    const fromCode = await jwt?.({
      token: {},
      user: { id: String(adminId), email: 'admin@example.com', kind: 'admin', accountId: adminId },
      account: { provider: 'admin-code', type: 'credentials', providerAccountId: String(adminId) },
    });
    const fromGoogle = await jwt?.({ token: {}, user: googleUser, account: google });
    const later = await jwt?.({ token: { kind: 'admin', accountId: adminId }, user: googleUser, account: null });

    expect(fromCode).toMatchObject({ kind: 'admin', accountId: adminId, sub: String(adminId) });
    expect(fromGoogle).toMatchObject({ kind: 'admin', accountId: adminId });
    expect(later).toEqual({ kind: 'admin', accountId: adminId });
    const audited = await db.select({ action: auditLog.action, target: auditLog.target }).from(auditLog);
    expect(audited).toEqual([
      { action: 'auth.sign-in', target: 'admin-code' },
      { action: 'auth.sign-in', target: 'google' },
    ]);
  });

  it('expose only the kind and account id in the session', async () => {
    const token: JWT = { kind: 'admin', accountId: adminId, email: 'admin@example.com', sub: String(adminId) };
    const base: Session = { expires: '2030-01-01T00:00:00.000Z' };
    const session = await callbacks?.session?.({
      session: base,
      token,
      user: { id: '', email: '', emailVerified: null },
      newSession: undefined,
      trigger: 'update',
    });

    expect(session).toEqual({ expires: base.expires, user: { kind: 'admin', id: adminId } });
  });

  it('gives no token to a member-shaped credentials sign-in: members sign in through /api/verify/code only', async () => {
    const before = await db.select({ id: auditLog.id }).from(auditLog);
    const token = await callbacks?.jwt?.({
      token: {},
      user: { id: '7', email: 'member@example.com', kind: 'member', accountId: 7 },
      account: { provider: 'member-code', type: 'credentials', providerAccountId: '7' },
    });

    expect(token).toEqual({});
    expect(await db.select({ id: auditLog.id }).from(auditLog)).toHaveLength(before.length);
  });
});
