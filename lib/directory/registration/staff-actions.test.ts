import { eq } from 'drizzle-orm';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';

import { db } from '@/db';
import { directoryCompanies, directoryCompanyCategories, directoryConsultants } from '@/db/schema';
import { auditEntries } from '@/tests/fixtures/admin-action-context';
// Renamed on import: the fixture registers Vitest hooks, it is no React hook.
import { useTestDatabase as prepareTestDatabase } from '@/tests/fixtures/database';
import { createStaffAccounts } from '@/tests/fixtures/staff-accounts';
import { signInAs } from '@/tests/fixtures/signed-in';

import { addCompany, addConsultant } from './staff-actions';
import { companyFields, CONSULTANT, insertTestCategories, pngLogo } from '@/tests/fixtures/directory-registrations';

vi.mock('@/lib/storage/storage', async () => {
  const { temporaryStorage } = await import('@/tests/fixtures/admin-action-context');

  return { storage: temporaryStorage() };
});

prepareTestDatabase();

let staff = { adminId: 0, moderatorId: 0, userId: 0 };
const E = 'directory-register.form.errors';

/** A company as staff enter it: no registrant. */
async function staffCompany(): Promise<FormData> {
  const formData = companyFields(await pngLogo());
  for (const field of ['registrantName', 'registrantPosition', 'registrantEmail', 'registrantPhone'])
    formData.delete(field);

  return formData;
}

beforeAll(async () => {
  staff = await createStaffAccounts();
  await insertTestCategories();
});

beforeEach(() => {
  signInAs({ kind: 'admin', id: staff.moderatorId });
});

describe('staff adding directory entries', () => {
  it('refuse a visitor and a read-only user, storing nothing', async () => {
    signInAs(null);
    expect(await addCompany(await staffCompany())).toEqual({ ok: false, error: 'errors.unauthorized' });
    expect(await addConsultant(CONSULTANT)).toEqual({ ok: false, error: 'errors.unauthorized' });
    signInAs({ kind: 'admin', id: staff.userId });
    expect(await addCompany(await staffCompany())).toEqual({ ok: false, error: 'errors.forbidden' });
    expect(await addConsultant(CONSULTANT)).toEqual({ ok: false, error: 'errors.forbidden' });
    expect(await db.$count(directoryCompanies)).toBe(0);
    expect(await db.$count(directoryConsultants)).toBe(0);
  });

  it('publish a company at once, without a registrant, in the audit log', async () => {
    const result = await addCompany(await staffCompany());
    if (!result.ok) throw new Error(result.error);

    const [company] = await db.select().from(directoryCompanies).where(eq(directoryCompanies.id, result.data.id));
    expect(company).toMatchObject({ nameMn: 'ӨНДӨР ТАЛ ХХК', review: 'approved', approval: true, registrantName: '' });
    expect(await db.$count(directoryCompanyCategories, eq(directoryCompanyCategories.companyId, result.data.id))).toBe(
      2,
    );
    expect(await auditEntries('directory-company.create')).toEqual([
      { action: 'directory-company.create', target: String(result.data.id), email: 'moderator@example.com' },
    ]);
  });

  it('publish a consultant at once, in the audit log', async () => {
    const result = await addConsultant({
      ...CONSULTANT,
      registrantName: '',
      registrantPosition: '',
      registrantEmail: '',
      registrantPhone: '',
    });
    if (!result.ok) throw new Error(result.error);

    expect(
      await db
        .select({ review: directoryConsultants.review, approval: directoryConsultants.approval })
        .from(directoryConsultants),
    ).toEqual([{ review: 'approved', approval: true }]);
    expect((await auditEntries('directory-consultant.create')).map((entry) => entry.target)).toEqual([
      String(result.data.id),
    ]);
  });

  it('answer the same checks as the public form, and refuse a logo that is no picture', async () => {
    const formData = await staffCompany();
    formData.set('nameMn', '');
    expect(await addCompany(formData)).toEqual({
      ok: false,
      error: 'errors.invalidInput',
      fieldErrors: { nameMn: [`${E}.nameMnRequired`] },
    });

    formData.set('nameMn', 'Тест');
    formData.set('image', new File(['text'], 'logo.png', { type: 'image/png' }));
    expect(await addCompany(formData)).toEqual({
      ok: false,
      error: 'directory-register.form.failed',
      fieldErrors: { image: [`${E}.logoType`] },
    });
    expect(await auditEntries('directory-company.create')).toHaveLength(1);
  });
});
