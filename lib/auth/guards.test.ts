import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it, vi } from 'vitest';

import { db } from '@/db';
import { adminAccounts } from '@/db/schema';
// Renamed on import: the fixture registers Vitest hooks, it is no React hook.
import { useTestDatabase as prepareTestDatabase } from '@/tests/fixtures/database';

import { authorizeAdminRequest, getAdmin, getAuthorizedAdmin, requireAdminPage } from './guards';
import type { SignInSubject } from './subjects';

const session = vi.hoisted(() => ({ user: null as { kind: SignInSubject; id: number } | null }));
vi.mock('./session', () => ({ getSessionUser: async () => session.user }));

prepareTestDatabase();

const accountIds: Record<'admin' | 'moderator' | 'reader', number> = { admin: 0, moderator: 0, reader: 0 };

beforeAll(async () => {
  const rows = await db
    .insert(adminAccounts)
    .values([
      { email: 'admin@example.com', firstName: 'Болормаа', position: 'Гүйцэтгэх захирал', accountRole: 2 },
      { email: 'moderator@example.com', firstName: 'Moderator', accountRole: 1 },
      { email: 'reader@example.com', firstName: 'Reader', accountRole: 3 },
    ])
    .returning({ id: adminAccounts.id, email: adminAccounts.email });
  const idOf = (email: string) => rows.find((row) => row.email === email)?.id ?? 0;
  Object.assign(accountIds, {
    admin: idOf('admin@example.com'),
    moderator: idOf('moderator@example.com'),
    reader: idOf('reader@example.com'),
  });
});

const signInAs = (kind: SignInSubject, id: number) => {
  session.user = { kind, id };
};

describe('admin guards', () => {
  it('answer 401 with a message without a session', async () => {
    session.user = null;
    const authorization = await authorizeAdminRequest();

    expect(authorization.ok).toBe(false);
    if (authorization.ok) return;
    expect(authorization.response.status).toBe(401);
    expect(await authorization.response.json()).toEqual({ message: 'Нэвтэрч орно уу.' });
  });

  it('read the account from the database', async () => {
    signInAs('admin', accountIds.admin);

    expect(await getAdmin()).toMatchObject({ email: 'admin@example.com', firstName: 'Болормаа', accountRole: 2 });
    expect(await authorizeAdminRequest('accounts')).toMatchObject({ ok: true });
  });

  it('refuse other kinds of subject with the same id', async () => {
    signInAs('member', accountIds.admin);

    expect(await getAdmin()).toBeNull();
  });

  it('answer 403 to a role without the permission', async () => {
    signInAs('admin', accountIds.moderator);
    const authorization = await authorizeAdminRequest('accounts');

    expect(authorization.ok).toBe(false);
    if (authorization.ok) return;
    expect(authorization.response.status).toBe(403);
    expect(await getAuthorizedAdmin('content')).toMatchObject({ email: 'moderator@example.com' });
    signInAs('admin', accountIds.reader);
    expect(await getAuthorizedAdmin('content')).toBeNull();
    expect(await authorizeAdminRequest('read')).toMatchObject({ ok: true });
  });

  it('lock a deleted account out at once', async () => {
    signInAs('admin', accountIds.reader);
    await db.delete(adminAccounts).where(eq(adminAccounts.id, accountIds.reader));

    expect(await getAdmin()).toBeNull();
    expect((await authorizeAdminRequest()).ok).toBe(false);
  });

  it('send visitors of admin pages to the login page', async () => {
    session.user = null;

    await expect(requireAdminPage()).rejects.toMatchObject({ digest: expect.stringContaining('/admin/login') });
  });

  it('answer staff without the permission with the 403 page', async () => {
    signInAs('admin', accountIds.moderator);

    await expect(requireAdminPage('accounts')).rejects.toMatchObject({ digest: expect.stringMatching(/;403$/) });
  });
});
