import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';

import { db } from '@/db';
import { adminAccounts, signInLinks } from '@/db/schema';
import { auditEntries } from '@/tests/fixtures/admin-action-context';
// Renamed on import: the fixture registers Vitest hooks, it is no React hook.
import { useTestDatabase as prepareTestDatabase } from '@/tests/fixtures/database';
import { createStaffAccounts, type StaffIds } from '@/tests/fixtures/staff-accounts';

import { createSignInLink, redeemSignInLink, SIGN_IN_LINK_MINUTES, SIGN_IN_LINK_PATH } from './sign-in-link';

prepareTestDatabase();

const OPERATOR = 'deploy@web-1 (command line)';
let staff: StaffIds;

beforeAll(async () => {
  staff = await createStaffAccounts();
});

/** The token a printed link carries. */
async function newToken(email = 'admin@example.com'): Promise<string> {
  const link = await createSignInLink({ email, issuedBy: OPERATOR });

  return new URL(link?.url ?? 'http://localhost/').searchParams.get('token') ?? '';
}

const redeem = (token: string) => redeemSignInLink({ token, clientAddress: '10.0.0.9' });

describe('createSignInLink', () => {
  it(`makes a link of the site for a staff address, valid ${SIGN_IN_LINK_MINUTES} minutes, keeping only the token's hash, and audits it`, async () => {
    const before = Date.now();
    const link = await createSignInLink({ email: ' Moderator@Example.com ', issuedBy: OPERATOR });

    expect(link?.url).toMatch(new RegExp(`^http://localhost:\\d+${SIGN_IN_LINK_PATH}\\?token=[\\w-]{43}$`));
    const expiresAt = Date.parse(link?.expiresAt ?? '');
    expect(expiresAt - before).toBeGreaterThan((SIGN_IN_LINK_MINUTES - 1) * 60_000);
    expect(expiresAt - before).toBeLessThanOrEqual(SIGN_IN_LINK_MINUTES * 60_000 + 5000);
    const token = new URL(link?.url ?? '').searchParams.get('token') ?? '';
    const stored = await db.select().from(signInLinks).where(eq(signInLinks.adminAccountId, staff.moderatorId));
    expect(stored).toHaveLength(1);
    expect(JSON.stringify(stored)).not.toContain(token);
    expect(await auditEntries('sign-in-link.create')).toEqual([
      { action: 'sign-in-link.create', target: 'moderator@example.com', email: OPERATOR },
    ]);
  });

  it('makes none for an address that is no staff account', async () => {
    const before = await db.$count(signInLinks);

    expect(await createSignInLink({ email: 'member@example.com', issuedBy: OPERATOR })).toBeNull();
    expect(await db.$count(signInLinks)).toBe(before);
  });
});

describe('redeemSignInLink', () => {
  it('signs the staff member in once, audited as a sign-in; the same link a second time signs no one in', async () => {
    const token = await newToken();

    expect(await redeem(token)).toEqual({ kind: 'admin', id: staff.adminId, email: 'admin@example.com' });
    expect(await redeem(token)).toBeNull();
    expect(await auditEntries('auth.sign-in')).toEqual([
      { action: 'auth.sign-in', target: 'sign-in-link', email: 'admin@example.com' },
    ]);
  });

  it('lets two clicks at once sign in only once', async () => {
    const token = await newToken();

    const outcomes = await Promise.all([redeem(token), redeem(token)]);

    expect(outcomes.filter(Boolean)).toHaveLength(1);
  });

  it('refuses an expired link, an unknown or empty token, and a link whose account was removed', async () => {
    const expired = await newToken();
    await db
      .update(signInLinks)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(sql`${signInLinks.usedAt} is null`);
    const [removed] = await db
      .insert(adminAccounts)
      .values({ email: 'leaving@example.com', firstName: 'Гарах' })
      .returning({ id: adminAccounts.id });
    const ofRemoved = await newToken('leaving@example.com');
    await db.delete(adminAccounts).where(eq(adminAccounts.id, removed?.id ?? 0));

    expect(await redeem(expired)).toBeNull();
    expect(await redeem(`${expired}x`)).toBeNull();
    expect(await redeem('')).toBeNull();
    expect(await redeem(ofRemoved)).toBeNull();
  });
});
