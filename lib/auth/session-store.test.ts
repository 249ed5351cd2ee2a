import { encode, type JWT } from 'next-auth/jwt';
import { beforeAll, describe, expect, it } from 'vitest';

import { db } from '@/db';
import { adminAccounts } from '@/db/schema';
import { authSecret } from '@/lib/env';
// Renamed on import: the fixture registers Vitest hooks, it is no React hook.
import { useTestDatabase as prepareTestDatabase } from '@/tests/fixtures/database';

import { authOptions } from './options';
import { decodeSessionToken, readSessionCookie } from './session-cookie';

prepareTestDatabase();

const ids = { admin: 0 };

beforeAll(async () => {
  const [admin] = await db
    .insert(adminAccounts)
    .values({ email: 'admin@example.com', firstName: 'Болормаа' })
    .returning({ id: adminAccounts.id });
  ids.admin = admin?.id ?? 0;
});

describe('sessions end on the server', () => {
  it('ends a staff session when next-auth signs out, so the copied cookie signs no one in', async () => {
    const { callbacks, events } = authOptions();
    const user = { id: String(ids.admin), email: 'admin@example.com', kind: 'admin' as const, accountId: ids.admin };
    const token = (await callbacks?.jwt?.({
      token: {},
      user,
      account: { provider: 'admin-code', type: 'credentials', providerAccountId: String(ids.admin) },
    })) as JWT;
    const cookie = await encode({ token, secret: authSecret() });
    expect(await readSessionCookie(cookie)).toMatchObject({ kind: 'admin', id: ids.admin });

    await events?.signOut?.({ token: (await decodeSessionToken(cookie)) ?? {}, session: null as never });

    expect(await readSessionCookie(cookie)).toBeNull();
  });

  it('refuses a token without a session, a forged one and none at all', async () => {
    const withoutSession = await encode({ token: { kind: 'admin', accountId: ids.admin }, secret: authSecret() });

    expect(await readSessionCookie(withoutSession)).toBeNull();
    expect(await readSessionCookie('not-a-token')).toBeNull();
    expect(await readSessionCookie(undefined)).toBeNull();
  });
});
