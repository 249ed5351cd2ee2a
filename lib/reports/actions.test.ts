import { beforeAll, describe, expect, it, vi } from 'vitest';

import { db } from '@/db';
import { reports } from '@/db/schema';
import type { SignInSubject } from '@/lib/auth/subjects';
import { auditEntries, storeFile, type temporaryStorage } from '@/tests/fixtures/admin-action-context';
// Renamed on import: the fixture registers Vitest hooks, it is no React hook.
import { useTestDatabase as prepareTestDatabase } from '@/tests/fixtures/database';
import { createStaffAccounts } from '@/tests/fixtures/staff-accounts';

import { createReport, deleteReport, updateReport } from './actions';

const signedIn = vi.hoisted(() => ({ user: null as { kind: SignInSubject; id: number } | null }));
const files = vi.hoisted(() => ({ storage: null as ReturnType<typeof temporaryStorage> | null }));
vi.mock('@/lib/auth/session', () => ({ getSessionUser: async () => signedIn.user }));
vi.mock('next/cache', () => ({ revalidatePath: vi.fn(), revalidateTag: vi.fn(), updateTag: vi.fn() }));
vi.mock('@/lib/storage/storage', async () => {
  const { temporaryStorage: create } = await import('@/tests/fixtures/admin-action-context');
  files.storage = create();

  return { storage: files.storage };
});

prepareTestDatabase();

let staff = { adminId: 0, moderatorId: 0, userId: 0 };
const storage = () => {
  if (!files.storage) throw new Error('storage not mocked');

  return files.storage;
};
const stored = async () => db.select({ title: reports.title, titleEn: reports.titleEn, image: reports.image, pdf: reports.pdf }).from(reports);

beforeAll(async () => {
  staff = await createStaffAccounts();
});

const report = { title: 'Жилийн тайлан', title_en: 'Annual report', image: 'admin/images/aa11.jpg', pdf: 'admin/pdf/bb22.pdf' };

describe('report actions', () => {
  it('refuse a visitor and a read-only account', async () => {
    signedIn.user = null;
    for (const action of [createReport, updateReport, deleteReport]) expect(await action({ id: 1 })).toEqual({ ok: false, error: 'errors.unauthorized' });
    signedIn.user = { kind: 'admin', id: staff.userId };
    expect(await createReport(report)).toEqual({ ok: false, error: 'errors.forbidden' });
    expect(await db.$count(reports)).toBe(0);
  });

  it('keep the stored cover and PDF when an edit chooses no new file, and delete a replaced one', async () => {
    signedIn.user = { kind: 'admin', id: staff.adminId };
    await storeFile(storage(), report.image);
    await storeFile(storage(), report.pdf);
    const created = await createReport(report);
    if (!created.ok) throw new Error(created.error);
    const { id } = created.data;

    expect(await updateReport({ id, title: 'Жилийн тайлан 2025', title_en: '', image: '', pdf: '' })).toEqual({ ok: true, data: { id } });
    expect(await stored()).toEqual([{ title: 'Жилийн тайлан 2025', titleEn: '', image: report.image, pdf: report.pdf }]);
    expect(await storage().stat(report.image)).not.toBeNull();

    await storeFile(storage(), 'admin/pdf/cc33.pdf');
    expect((await updateReport({ id, title: 'Жилийн тайлан 2025', title_en: '', image: '', pdf: 'admin/pdf/cc33.pdf' })).ok).toBe(true);
    expect(await stored()).toEqual([{ title: 'Жилийн тайлан 2025', titleEn: '', image: report.image, pdf: 'admin/pdf/cc33.pdf' }]);
    expect(await storage().stat(report.pdf)).toBeNull();
    expect(await storage().stat(report.image)).not.toBeNull();
    expect(await auditEntries('report.update')).toHaveLength(2);
  });

  it('delete the row with its cover and PDF', async () => {
    signedIn.user = { kind: 'admin', id: staff.moderatorId };
    const [row] = await db.select({ id: reports.id }).from(reports);
    if (!row) throw new Error('no report');

    expect(await deleteReport({ id: row.id })).toEqual({ ok: true, data: { id: row.id } });
    expect(await db.$count(reports)).toBe(0);
    expect(await storage().stat(report.image)).toBeNull();
    expect(await storage().stat('admin/pdf/cc33.pdf')).toBeNull();
    expect(await auditEntries('report.delete')).toEqual([{ action: 'report.delete', target: String(row.id), email: 'moderator@example.com' }]);
    expect(await updateReport({ id: row.id, title: 'x', title_en: '', image: '', pdf: '' })).toEqual({ ok: false, error: 'errors.notFound' });
  });
});
