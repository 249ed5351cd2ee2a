import { beforeAll, describe, expect, it, vi } from 'vitest';

import { db } from '@/db';
import { adminAccounts } from '@/db/schema';
import type { SignInSubject } from '@/lib/auth/subjects';
// Renamed on import: the fixture registers Vitest hooks, it is no React hook.
import { useTestDatabase as prepareTestDatabase } from '@/tests/fixtures/database';

import { GET as getAccount } from '../account/route';
import { GET as getDashboard } from './route';

const signedIn = vi.hoisted(() => ({ user: null as { kind: SignInSubject; id: number } | null }));
vi.mock('@/lib/auth/session', () => ({ getSessionUser: async () => signedIn.user }));

prepareTestDatabase();

let adminId = 0;

beforeAll(async () => {
  const [row] = await db
    .insert(adminAccounts)
    .values({ email: 'admin@example.com', firstName: 'Болормаа', position: 'Гүйцэтгэх захирал' })
    .returning({ id: adminAccounts.id });
  adminId = row?.id ?? 0;
});

describe('GET /api/get/dashboard and /api/get/account', () => {
  it('answer 401 with a message to visitors', async () => {
    signedIn.user = null;

    for (const response of [await getDashboard(), await getAccount()]) {
      expect(response.status).toBe(401);
      expect(await response.json()).toEqual({ message: expect.any(String) });
    }
  });

  it('answer the figures and the account to a signed-in admin, privately', async () => {
    signedIn.user = { kind: 'admin', id: adminId };
    const dashboard = await getDashboard();

    expect(await dashboard.json()).toEqual({ newsCount: 0, requestCount: 0 });
    expect(dashboard.headers.get('Cache-Control')).toBe('private, no-store');
    expect(await (await getAccount()).json()).toEqual({
      account: { first_name: 'Болормаа', position: 'Гүйцэтгэх захирал' },
    });
  });
});
