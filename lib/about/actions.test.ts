import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

import { eq } from 'drizzle-orm';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';

import { db } from '@/db';
import { aboutPeople, auditLog } from '@/db/schema';
import { createLocalDiskStorage } from '@/lib/storage/local-disk';
// Renamed on import: the fixture registers Vitest hooks, it is no React hook.
import { useTestDatabase as prepareTestDatabase } from '@/tests/fixtures/database';
import { createStaffAccounts } from '@/tests/fixtures/staff-accounts';
import { signInAs } from '@/tests/fixtures/signed-in';

import { createAboutPerson, deleteAboutPerson, updateAboutPerson } from './actions';
import { DEFAULT_PROFILES } from './default-profiles';

// Pictures are written to and deleted from a temporary folder, not the developer's data directory.
const uploads = vi.hoisted(() => ({ root: '' }));
vi.mock('@/lib/storage/storage', async () => {
  uploads.root = mkdtempSync(path.join(tmpdir(), 'about-uploads-'));

  return { storage: createLocalDiskStorage(uploads.root) };
});

prepareTestDatabase();

let staff = { adminId: 0, userId: 0 };
const council = {
  about_category: 'Association',
  name: 'Б.Ганболд',
  name_en: 'B. Ganbold',
  position: 'Зөвлөлийн дарга',
  position_en: 'Chair',
  company: 'Алтан Говь ХК',
  company_en: 'Altan Gobi JSC',
  profile: 'admin/images/4f9c2e.jpg',
};

beforeAll(async () => {
  staff = await createStaffAccounts();
});

beforeEach(() => {
  signInAs({ kind: 'admin', id: staff.adminId });
});

describe('about actions', () => {
  it('refuse a visitor and a read-only user', async () => {
    signInAs(null);
    expect(await createAboutPerson(council)).toEqual({ ok: false, error: 'errors.unauthorized' });
    signInAs({ kind: 'admin', id: staff.userId });
    expect(await createAboutPerson(council)).toEqual({ ok: false, error: 'errors.forbidden' });
    expect(await updateAboutPerson({ ...council, id: 1 })).toEqual({ ok: false, error: 'errors.forbidden' });
    expect(await deleteAboutPerson({ id: 1 })).toEqual({ ok: false, error: 'errors.forbidden' });
    expect(await db.$count(aboutPeople)).toBe(0);
  });

  it('add a council member in both languages, edit it keeping its picture, and delete it', async () => {
    const created = await createAboutPerson(council);
    if (!created.ok) throw new Error(created.error);
    const { id } = created.data;
    const [row] = await db.select().from(aboutPeople).where(eq(aboutPeople.id, id));
    expect(row).toMatchObject({
      aboutCategory: 'Association',
      nameEn: 'B. Ganbold',
      companyEn: 'Altan Gobi JSC',
      email: '',
    });

    // The stored key is no fresh upload, but it is the entry's own picture: it may stay.
    await db.update(aboutPeople).set({ profile: 'about/seed-01.jpg' }).where(eq(aboutPeople.id, id));
    expect(await updateAboutPerson({ ...council, id, name: 'Б.Ганболд (шинэ)', profile: 'about/seed-01.jpg' })).toEqual(
      { ok: true, data: { id } },
    );
    expect(await updateAboutPerson({ ...council, id, profile: 'about/seed-02.jpg' })).toEqual({
      ok: false,
      error: 'admin.organisation.imageInvalid',
    });
    // An entry keeps its category: a council id cannot be saved as an office member.
    expect(await updateAboutPerson({ ...council, id, about_category: 'Office', email: 'a@b.mn' })).toEqual({
      ok: false,
      error: 'admin.organisation.notFound',
    });
    expect(await deleteAboutPerson({ id })).toEqual({ ok: true, data: { id } });
    const actions = await db
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(eq(auditLog.target, String(id)));
    expect(actions.map((entry) => entry.action)).toEqual(['about.create', 'about.update', 'about.delete']);
  });

  it('give an auditor a default picture, written to storage the first time', async () => {
    const result = await createAboutPerson({
      about_category: 'Auditor',
      name: 'Ё.Отгонбаяр',
      profile: DEFAULT_PROFILES.woman,
    });
    expect(result.ok).toBe(true);
    const storage = createLocalDiskStorage(uploads.root);
    expect(await storage.stat(DEFAULT_PROFILES.woman)).not.toBeNull();
    expect(await storage.stat(DEFAULT_PROFILES.man)).not.toBeNull();
  });

  it('delete an own picture once it is replaced or its entry deleted, never a shared default one', async () => {
    const storage = createLocalDiskStorage(uploads.root);
    const own = 'admin/images/7d1e0a.jpg';
    await storage.put(own, Buffer.from('picture'), { contentType: 'image/jpeg' });
    const auditor = { about_category: 'Auditor', name: 'Д.Сарангэрэл', position: 'Аудитор', profile: own };
    const created = await createAboutPerson(auditor);
    if (!created.ok) throw new Error(created.error);

    expect((await updateAboutPerson({ ...auditor, id: created.data.id, profile: DEFAULT_PROFILES.man })).ok).toBe(true);
    expect(await storage.stat(own)).toBeNull();
    expect((await deleteAboutPerson({ id: created.data.id })).ok).toBe(true);
    expect(await storage.stat(DEFAULT_PROFILES.man)).not.toBeNull();
  });
});
