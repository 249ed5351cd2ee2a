import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';

import { db } from '@/db';
import { conferenceGalleryImages } from '@/db/schema';
import { auditEntries, storeFile, type temporaryStorage } from '@/tests/fixtures/admin-action-context';
// Renamed on import: the fixture registers Vitest hooks, it is no React hook.
import { useTestDatabase as prepareTestDatabase } from '@/tests/fixtures/database';
import { createStaffAccounts } from '@/tests/fixtures/staff-accounts';
import { signInAs } from '@/tests/fixtures/signed-in';

import { insertTestEditions } from '@/tests/fixtures/programme-editions';
import { attachGalleryImages, deleteGalleryImage } from './actions';
import { listAdminGalleryImages } from './queries';
import { galleryAttachSchema } from './schema';

const files = vi.hoisted(() => ({ storage: null as ReturnType<typeof temporaryStorage> | null }));
vi.mock('@/lib/storage/storage', async () => {
  const { temporaryStorage: create } = await import('@/tests/fixtures/admin-action-context');
  files.storage = create();

  return { storage: files.storage };
});

prepareTestDatabase();

const M = 'admin.weekProgramme.gallery';
let staff = { adminId: 0, moderatorId: 0, userId: 0 };
const keys = ['admin/images/aa11.jpg', 'admin/images/bb22.png'];
const storage = () => {
  if (!files.storage) throw new Error('storage not mocked');

  return files.storage;
};

beforeAll(async () => {
  staff = await createStaffAccounts();
  await insertTestEditions();
});

beforeEach(() => {
  signInAs({ kind: 'admin', id: staff.adminId });
});

describe('galleryAttachSchema', () => {
  it('takes at least one key, each one the image upload route wrote', () => {
    expect(galleryAttachSchema.safeParse({ day_id: 32, images: keys }).success).toBe(true);
    const issues = (images: string[]) =>
      galleryAttachSchema.safeParse({ day_id: 32, images }).error?.issues.map((issue) => issue.message);
    expect(issues([])).toEqual([`${M}.filesRequired`]);
    expect(
      issues(['admin/pdf/cc33.pdf', 'conference/gallery-1.jpg', 'https://example.com/x.jpg', 'admin/images/../x.png']),
    ).toEqual(Array(4).fill(`${M}.imageInvalid`));
    expect(issues(Array(101).fill(keys[0]))).toEqual([`${M}.tooMany`]);
  });
});

describe('gallery actions', () => {
  it('refuse a visitor and a read-only user', async () => {
    signInAs(null);
    expect(await attachGalleryImages({ day_id: 32, images: keys })).toEqual({
      ok: false,
      error: 'errors.unauthorized',
    });
    signInAs({ kind: 'admin', id: staff.userId });
    expect(await attachGalleryImages({ day_id: 32, images: keys })).toEqual({ ok: false, error: 'errors.forbidden' });
    expect(await db.$count(conferenceGalleryImages)).toBe(0);
  });

  it('attach the uploaded photos to the day in one go, and only admin upload keys', async () => {
    expect(await attachGalleryImages({ day_id: 32, images: keys })).toEqual({ ok: true, data: { count: 2 } });
    expect(await attachGalleryImages({ day_id: 32, images: [keys[0], 'news/seed.jpg'] })).toMatchObject({
      ok: false,
      error: 'errors.invalidInput',
      fieldErrors: { images: [`${M}.imageInvalid`] },
    });
    expect(await attachGalleryImages({ day_id: 999, images: keys })).toEqual({ ok: false, error: `${M}.dayMissing` });
    expect(await db.$count(conferenceGalleryImages)).toBe(2);
    expect(await auditEntries('conference-gallery.create')).toEqual([
      { action: 'conference-gallery.create', target: '32:2', email: 'admin@example.com' },
    ]);
  });

  it('list a day’s photos newest first, a page at a time', async () => {
    await db
      .insert(conferenceGalleryImages)
      .values(Array.from({ length: 12 }, (_, index) => ({ dayId: 32, image: `conference/gallery-${index}.jpg` })));
    const first = await listAdminGalleryImages({ dayId: 32, page: 1, limit: 12 });
    expect(first).toMatchObject({ total: 14, totalPages: 2 });
    expect(first.images[0]?.image).toBe('/files/conference/gallery-11.jpg');
    const second = await listAdminGalleryImages({ dayId: 32, page: 2, limit: 12 });
    expect(second.images.map((photo) => photo.image)).toEqual([
      '/files/admin/images/bb22.png',
      '/files/admin/images/aa11.jpg',
    ]);
    expect((await listAdminGalleryImages({ dayId: 31, page: 1, limit: 12 })).images).toEqual([]);
  });

  it('delete a photo and its file, and say so when it is already gone', async () => {
    const [photo] = (await listAdminGalleryImages({ dayId: 32, page: 2, limit: 12 })).images;
    if (!photo) throw new Error('a photo expected');
    await storeFile(storage(), 'admin/images/bb22.png');
    expect(await deleteGalleryImage({ id: photo.id })).toEqual({ ok: true, data: { id: photo.id } });
    expect(await storage().stat('admin/images/bb22.png')).toBeNull();
    expect(await deleteGalleryImage({ id: photo.id })).toEqual({ ok: false, error: 'errors.notFound' });
  });
});
