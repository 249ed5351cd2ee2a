import { eq } from 'drizzle-orm';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';

import { db } from '@/db';
import { auditLog, memberCompanies } from '@/db/schema';
// Renamed on import: the fixture registers Vitest hooks, it is no React hook.
import { useTestDatabase as prepareTestDatabase } from '@/tests/fixtures/database';
import { createStaffAccounts } from '@/tests/fixtures/staff-accounts';
import { signInAs } from '@/tests/fixtures/signed-in';

import { createMemberCompany, deleteMemberCompany, updateMemberCompany } from './actions';
import { listMemberCompanies } from './queries';

prepareTestDatabase();

let staff = { adminId: 0, userId: 0 };
const company = {
  name: 'Эрдэнэт Үйлдвэр ТӨҮГ',
  email: 'info@erdenet.example',
  logo: 'admin/images/ab12.png',
  active: true,
};
const EMAIL_TAKEN = { ok: false, error: 'admin.organisation.companies.emailTaken' };

beforeAll(async () => {
  staff = await createStaffAccounts();
});

beforeEach(() => {
  signInAs({ kind: 'admin', id: staff.adminId });
});

describe('member company actions', () => {
  it('refuse a visitor and a read-only user', async () => {
    signInAs(null);
    expect(await createMemberCompany(company)).toEqual({ ok: false, error: 'errors.unauthorized' });
    signInAs({ kind: 'admin', id: staff.userId });
    expect(await createMemberCompany(company)).toEqual({ ok: false, error: 'errors.forbidden' });
    expect(await updateMemberCompany({ ...company, id: 1 })).toEqual({ ok: false, error: 'errors.forbidden' });
    expect(await deleteMemberCompany({ id: 1 })).toEqual({ ok: false, error: 'errors.forbidden' });
  });

  it("keep e-mails unique in any case: 'Бүртгэлтэй и-мэйл хаяг байна.'", async () => {
    const first = await createMemberCompany(company);
    if (!first.ok) throw new Error(first.error);
    expect(await createMemberCompany({ ...company, name: 'Өөр ХХК', email: 'INFO@Erdenet.example' })).toEqual(
      EMAIL_TAKEN,
    );

    const second = await createMemberCompany({ ...company, name: 'Говь Коал ХХК', email: 'office@gobicoal.example' });
    if (!second.ok) throw new Error(second.error);
    expect(await updateMemberCompany({ ...company, id: second.data.id, email: 'info@erdenet.example' })).toEqual(
      EMAIL_TAKEN,
    );
    // Its own e-mail is no conflict.
    expect(await updateMemberCompany({ ...company, id: first.data.id, active: false })).toEqual({
      ok: true,
      data: { id: first.data.id },
    });
    expect(await db.$count(memberCompanies)).toBe(2);
  });

  it('search names in the database, with % and _ taken literally', async () => {
    expect((await listMemberCompanies({ search: 'говь', page: 1, limit: 10 })).members.map((row) => row.name)).toEqual([
      'Говь Коал ХХК',
    ]);
    expect((await listMemberCompanies({ search: '%', page: 1, limit: 10 })).total).toBe(0);
    expect(await listMemberCompanies({ search: '', page: 1, limit: 10 })).toMatchObject({ total: 2, totalPages: 1 });
  });

  it('sort by the column chosen in the address, then in the order the companies were added', async () => {
    const names = async (dir: 'asc' | 'desc') =>
      (await listMemberCompanies({ search: '', page: 1, limit: 10, sort: 'name', dir })).members.map((row) => row.name);
    expect(await names('asc')).toEqual(['Говь Коал ХХК', 'Эрдэнэт Үйлдвэр ТӨҮГ']);
    expect(await names('desc')).toEqual(['Эрдэнэт Үйлдвэр ТӨҮГ', 'Говь Коал ХХК']);
    const byStatus = await listMemberCompanies({ search: '', page: 1, limit: 10, sort: 'active', dir: 'desc' });
    expect(byStatus.members.map((row) => row.active)).toEqual([true, false]);
  });

  it('delete a company and record it', async () => {
    const [row] = await db.select({ id: memberCompanies.id }).from(memberCompanies).limit(1);
    if (!row) throw new Error('a company expected');
    expect(await deleteMemberCompany({ id: row.id })).toEqual({ ok: true, data: { id: row.id } });
    expect(await db.$count(auditLog, eq(auditLog.action, 'member-company.delete'))).toBe(1);
  });
});
