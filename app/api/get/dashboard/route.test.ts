import { beforeAll, describe, expect, it } from 'vitest';

import { db } from '@/db';
import { adminAccounts } from '@/db/schema';
// Renamed on import: the fixture registers Vitest hooks, it is no React hook.
import { useTestDatabase as prepareTestDatabase } from '@/tests/fixtures/database';
import { signInAs } from '@/tests/fixtures/signed-in';

import { GET as getAccount } from '../account/route';
import { GET as getDashboard } from './route';

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
    signInAs(null);

    for (const response of [await getDashboard(), await getAccount()]) {
      expect(response.status).toBe(401);
      expect(await response.json()).toEqual({ message: expect.any(String) });
    }
  });

  it('answer the figures and the account to a signed-in admin, privately', async () => {
    signInAs({ kind: 'admin', id: adminId });
    const dashboard = await getDashboard();

    expect(await dashboard.json()).toEqual({ newsCount: 0, requestCount: 0 });
    expect(dashboard.headers.get('Cache-Control')).toBe('private, no-store');
    expect(await (await getAccount()).json()).toEqual({
      account: { first_name: 'Болормаа', position: 'Гүйцэтгэх захирал' },
    });
  });
});
