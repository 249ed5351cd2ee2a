import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it, vi } from 'vitest';

import { db } from '@/db';
import { adminAccounts, auditLog } from '@/db/schema';
import { getAdmin } from '@/lib/auth/guards';
// Renamed on import: the fixture registers Vitest hooks, it is no React hook.
import { useTestDatabase as prepareTestDatabase } from '@/tests/fixtures/database';
import { signInAs } from '@/tests/fixtures/signed-in';

import { createAccount, deleteAccount, updateAccount } from './actions';

// getAdmin is cached per request with React's cache(); outside a request every call must read afresh.
vi.mock('react', async (original) => ({ ...(await original<typeof import('react')>()), cache: <T>(fn: T) => fn }));

prepareTestDatabase();

const ids = { admin: 0, moderator: 0 };
const as = (id: number) => {
  signInAs({ kind: 'admin', id });
};
const form = {
  first_name: 'Сараа',
  email: 'saraa@example.mn',
  account_role: 2,
  phone_number: '99112233',
  position: 'Мэргэжилтэн',
};

beforeAll(async () => {
  const rows = await db
    .insert(adminAccounts)
    .values([
      { email: 'admin@example.com', firstName: 'Админ', accountRole: 2 },
      { email: 'moderator@example.com', firstName: 'Модератор', accountRole: 1 },
    ])
    .returning({ id: adminAccounts.id });
  ids.admin = rows[0]?.id ?? 0;
  ids.moderator = rows[1]?.id ?? 0;
});

describe('account actions', () => {
  it('refuse a visitor and a moderator, writing nothing', async () => {
    signInAs(null);
    expect(await createAccount(form)).toEqual({ ok: false, error: 'errors.unauthorized' });
    as(ids.moderator);
    for (const result of [
      await createAccount(form),
      await updateAccount({ ...form, id: ids.admin }),
      await deleteAccount({ id: ids.admin }),
    ]) {
      expect(result).toEqual({ ok: false, error: 'errors.forbidden' });
    }
    expect(await db.$count(adminAccounts)).toBe(2);
  });

  it('create, refuse a taken e-mail, update and record each write in the audit log', async () => {
    as(ids.admin);
    const created = await createAccount(form);
    expect(created).toEqual({ ok: true, data: { id: expect.any(Number) } });
    const id = created.ok ? created.data.id : 0;
    expect(await createAccount({ ...form, email: 'SARAA@example.mn' })).toMatchObject({
      ok: false,
      error: 'admin.operations.accounts.errors.emailTaken',
    });
    expect(await updateAccount({ ...form, id, email: 'admin@example.com' })).toMatchObject({
      ok: false,
      error: 'admin.operations.accounts.errors.emailTaken',
    });
    expect(await updateAccount({ ...form, id, account_role: '3', department: 'Гишүүнчлэл' })).toEqual({
      ok: true,
      data: { id },
    });
    expect(await createAccount({ ...form, first_name: '' })).toEqual({
      ok: false,
      error: 'errors.invalidInput',
      fieldErrors: { first_name: ['admin.operations.accounts.errors.firstName'] },
    });

    const [stored] = await db.select().from(adminAccounts).where(eq(adminAccounts.id, id));
    expect(stored).toMatchObject({ accountRole: 3, department: 'Гишүүнчлэл' });
    const entries = await db
      .select({ action: auditLog.action, target: auditLog.target, email: auditLog.accountEmail })
      .from(auditLog);
    expect(entries).toEqual([
      { action: 'account.create', target: 'saraa@example.mn', email: 'admin@example.com' },
      { action: 'account.update', target: 'saraa@example.mn', email: 'admin@example.com' },
    ]);
  });

  it('refuse deleting oneself and removing the last admin', async () => {
    as(ids.admin);
    expect(await deleteAccount({ id: ids.admin })).toEqual({
      ok: false,
      error: 'admin.operations.accounts.errors.deleteSelf',
    });
    const demoted = { id: ids.admin, email: 'admin@example.com', first_name: 'Админ', account_role: 1 };
    expect(await updateAccount(demoted)).toEqual({ ok: false, error: 'admin.operations.accounts.errors.lastAdmin' });
    expect(await deleteAccount({ id: 99_999 })).toEqual({
      ok: false,
      error: 'admin.operations.accounts.errors.notFound',
    });
  });

  it('delete an account, which loses access at its next request', async () => {
    as(ids.admin);
    const created = await createAccount({ ...form, email: 'leaving@example.mn' });
    const id = created.ok ? created.data.id : 0;
    as(id);
    expect(await getAdmin()).toMatchObject({ id });
    as(ids.admin);
    expect(await deleteAccount({ id })).toEqual({ ok: true, data: { id } });
    as(id);
    expect(await getAdmin()).toBeNull();
    expect(await createAccount({ ...form, email: 'again@example.mn' })).toEqual({
      ok: false,
      error: 'errors.unauthorized',
    });
  });
});
