import { beforeAll, describe, expect, it, vi } from 'vitest';

import { db } from '@/db';
import { sustainableMiningItems } from '@/db/schema';
import type { SignInSubject } from '@/lib/auth/subjects';
import { auditEntries, storeFile, type temporaryStorage } from '@/tests/fixtures/admin-action-context';
// Renamed on import: the fixture registers Vitest hooks, it is no React hook.
import { useTestDatabase as prepareTestDatabase } from '@/tests/fixtures/database';
import { createStaffAccounts } from '@/tests/fixtures/staff-accounts';

import { createSustainableItem, deleteSustainableItem, updateSustainableItem } from './actions';

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
const items = sustainableMiningItems;
const stored = async () => db.select({ title: items.title, titleEn: items.titleEn, poster: items.poster, pdf: items.pdf }).from(items);

beforeAll(async () => {
  staff = await createStaffAccounts();
});

const item = { title: 'Усыг хэмнэе', title_en: 'Save water', poster: 'admin/images/dd44.png', pdf: 'admin/pdf/ee55.pdf' };

describe('sustainable-mining actions', () => {
  it('refuse a visitor and a read-only account', async () => {
    signedIn.user = null;
    for (const action of [createSustainableItem, updateSustainableItem, deleteSustainableItem]) {
      expect(await action({ id: 1 })).toEqual({ ok: false, error: 'errors.unauthorized' });
    }
    signedIn.user = { kind: 'admin', id: staff.userId };
    expect(await createSustainableItem(item)).toEqual({ ok: false, error: 'errors.forbidden' });
  });

  it('keep the stored poster and PDF on an edit without new files; replace and delete the old poster', async () => {
    signedIn.user = { kind: 'admin', id: staff.adminId };
    await Promise.all([storeFile(storage(), item.poster), storeFile(storage(), item.pdf), storeFile(storage(), 'admin/images/ff66.jpg')]);
    const created = await createSustainableItem(item);
    if (!created.ok) throw new Error(created.error);
    const { id } = created.data;

    expect(await updateSustainableItem({ id, title: 'Усаа хэмнэе', title_en: 'Save water', poster: '', pdf: '' })).toEqual({ ok: true, data: { id } });
    expect(await stored()).toEqual([{ title: 'Усаа хэмнэе', titleEn: 'Save water', poster: item.poster, pdf: item.pdf }]);

    expect((await updateSustainableItem({ id, title: 'Усаа хэмнэе', title_en: '', poster: 'admin/images/ff66.jpg', pdf: '' })).ok).toBe(true);
    expect(await stored()).toEqual([{ title: 'Усаа хэмнэе', titleEn: '', poster: 'admin/images/ff66.jpg', pdf: item.pdf }]);
    expect(await storage().stat(item.poster)).toBeNull();
    expect(await storage().stat(item.pdf)).not.toBeNull();
    expect(await auditEntries('sustainable-mining.create')).toEqual([{ action: 'sustainable-mining.create', target: String(id), email: 'admin@example.com' }]);
  });

  it('delete the row with its poster and PDF', async () => {
    const [row] = await db.select({ id: items.id }).from(items);
    if (!row) throw new Error('no item');

    expect(await deleteSustainableItem({ id: row.id })).toEqual({ ok: true, data: { id: row.id } });
    expect(await storage().stat('admin/images/ff66.jpg')).toBeNull();
    expect(await storage().stat(item.pdf)).toBeNull();
    expect(await auditEntries('sustainable-mining.delete')).toHaveLength(1);
    expect(await deleteSustainableItem({ id: row.id })).toEqual({ ok: false, error: 'errors.notFound' });
  });
});
