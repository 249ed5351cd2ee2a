import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it, vi } from 'vitest';

import { db } from '@/db';
import { documents, reports, sustainableMiningItems, videos } from '@/db/schema';
import { auditEntries, storeFile, temporaryStorage } from '@/tests/fixtures/admin-action-context';
// Renamed on import: the fixture registers Vitest hooks, it is no React hook.
import { useTestDatabase as prepareTestDatabase } from '@/tests/fixtures/database';
import { createStaffAccounts } from '@/tests/fixtures/staff-accounts';
import { signInAs } from '@/tests/fixtures/signed-in';

import {
  createDocument,
  createReport,
  createSustainableItem,
  createVideo,
  deleteDocument,
  deleteReport,
  deleteSustainableItem,
  deleteVideo,
  updateDocument,
  updateReport,
  updateSustainableItem,
  updateVideo,
} from './actions';

const files = vi.hoisted(() => ({ storage: null as ReturnType<typeof temporaryStorage> | null }));
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

beforeAll(async () => {
  staff = await createStaffAccounts();
});

const document = { title: 'Кодекс', title_en: 'Code', pdf: 'admin/pdf/0a1b.pdf' };
const video = { title: 'Хайгуул', title_en: 'Exploration', video: 'admin/video/0c1d.mp4' };
const report = {
  title: 'Жилийн тайлан',
  title_en: 'Annual report',
  cover: 'admin/images/aa11.jpg',
  pdf: 'admin/pdf/bb22.pdf',
};
const poster = {
  title: 'Усыг хэмнэе',
  title_en: 'Save water',
  cover: 'admin/images/dd44.png',
  pdf: 'admin/pdf/ee55.pdf',
};

describe('library actions', () => {
  it('refuse a visitor and a read-only account before reading the input', async () => {
    signInAs(null);
    const actions = [createDocument, updateDocument, deleteDocument, createVideo, updateVideo, deleteVideo];
    actions.push(
      createReport,
      updateReport,
      deleteReport,
      createSustainableItem,
      updateSustainableItem,
      deleteSustainableItem,
    );
    for (const action of actions) expect(await action({ id: 1 })).toEqual({ ok: false, error: 'errors.unauthorized' });
    signInAs({ kind: 'admin', id: staff.userId });
    expect(await createDocument(document)).toEqual({ ok: false, error: 'errors.forbidden' });
    expect(await createVideo(video)).toEqual({ ok: false, error: 'errors.forbidden' });
    expect(await createReport(report)).toEqual({ ok: false, error: 'errors.forbidden' });
    expect(await createSustainableItem(poster)).toEqual({ ok: false, error: 'errors.forbidden' });
    expect(await db.$count(documents)).toBe(0);
    expect(await db.$count(reports)).toBe(0);
    expect(await db.$count(sustainableMiningItems)).toBe(0);
  });
});

describe('document and video actions', () => {
  it('add, rename and delete a document with audit entries, deleting its PDF', async () => {
    signInAs({ kind: 'admin', id: staff.moderatorId });
    await storeFile(storage(), document.pdf);

    const created = await createDocument(document);
    expect(created).toEqual({ ok: true, data: { id: expect.any(Number) } });
    if (!created.ok) return;
    const { id } = created.data;
    expect(await updateDocument({ id, title: 'Шинэ кодекс', title_en: 'New code' })).toEqual({
      ok: true,
      data: { id },
    });
    expect(
      await db.select({ title: documents.title, titleEn: documents.titleEn, pdf: documents.pdf }).from(documents),
    ).toEqual([{ title: 'Шинэ кодекс', titleEn: 'New code', pdf: document.pdf }]);

    expect(await deleteDocument({ id })).toEqual({ ok: true, data: { id } });
    expect(await db.$count(documents)).toBe(0);
    expect(await storage().stat(document.pdf)).toBeNull();
    expect(await deleteDocument({ id })).toEqual({ ok: false, error: 'errors.notFound' });

    for (const action of ['document.create', 'document.update', 'document.delete']) {
      expect(await auditEntries(action)).toEqual([{ action, target: String(id), email: 'moderator@example.com' }]);
    }
  });

  it('answer invalid input with the seeds message keys', async () => {
    signInAs({ kind: 'admin', id: staff.adminId });
    expect(await createVideo({ title: '', title_en: '', video: '' })).toEqual({
      ok: false,
      error: 'errors.invalidInput',
      fieldErrors: { title: ['admin.library.video.titleRequired'], video: ['admin.library.video.fileRequired'] },
    });
    expect(await updateVideo({ id: 1, title: ' ', title_en: '' })).toMatchObject({
      ok: false,
      fieldErrors: { title: ['admin.library.video.titleRequired'] },
    });
  });

  it('add, rename and delete a video, deleting its mp4', async () => {
    signInAs({ kind: 'admin', id: staff.adminId });
    await storeFile(storage(), video.video);
    const created = await createVideo(video);
    if (!created.ok) throw new Error(created.error);
    const { id } = created.data;

    expect((await updateVideo({ id, title: 'Ил уурхай', title_en: 'Open pit' })).ok).toBe(true);
    expect((await db.select({ title: videos.title }).from(videos).where(eq(videos.id, id)))[0]?.title).toBe(
      'Ил уурхай',
    );
    expect(await deleteVideo({ id })).toEqual({ ok: true, data: { id } });
    expect(await storage().stat(video.video)).toBeNull();
    expect(await auditEntries('video.delete')).toEqual([
      { action: 'video.delete', target: String(id), email: 'admin@example.com' },
    ]);
  });
});

const shelves = [
  {
    shelf: 'reports',
    create: createReport,
    update: updateReport,
    remove: deleteReport,
    audit: 'report',
    item: report,
    stored: () =>
      db
        .select({ title: reports.title, titleEn: reports.titleEn, cover: reports.image, pdf: reports.pdf })
        .from(reports),
    count: () => db.$count(reports),
    // An edit that chooses a new PDF and keeps the cover.
    replaced: { field: 'pdf', key: 'admin/pdf/cc33.pdf' },
  },
  {
    shelf: 'sustainable-mining',
    create: createSustainableItem,
    update: updateSustainableItem,
    remove: deleteSustainableItem,
    audit: 'sustainable-mining',
    item: poster,
    stored: () =>
      db
        .select({
          title: sustainableMiningItems.title,
          titleEn: sustainableMiningItems.titleEn,
          cover: sustainableMiningItems.poster,
          pdf: sustainableMiningItems.pdf,
        })
        .from(sustainableMiningItems),
    count: () => db.$count(sustainableMiningItems),
    // An edit that chooses a new poster and keeps the PDF.
    replaced: { field: 'cover', key: 'admin/images/ff66.jpg' },
  },
] as const;

describe.each(shelves)('$shelf actions', ({ create, update, remove, audit, item, stored, count, replaced }) => {
  const kept = replaced.field === 'pdf' ? 'cover' : 'pdf';
  let id = 0;

  it('keep the stored cover and PDF when an edit chooses no new file, and delete a replaced one', async () => {
    signInAs({ kind: 'admin', id: staff.adminId });
    await Promise.all([
      storeFile(storage(), item.cover),
      storeFile(storage(), item.pdf),
      storeFile(storage(), replaced.key),
    ]);
    const created = await create(item);
    if (!created.ok) throw new Error(created.error);
    ({ id } = created.data);

    const renamed = `${item.title} 2025`;
    expect(await update({ id, title: renamed, title_en: item.title_en, cover: '', pdf: '' })).toEqual({
      ok: true,
      data: { id },
    });
    expect(await stored()).toEqual([{ title: renamed, titleEn: item.title_en, cover: item.cover, pdf: item.pdf }]);
    expect(await storage().stat(item.cover)).not.toBeNull();

    const edit = { id, title: renamed, title_en: '', cover: '', pdf: '', [replaced.field]: replaced.key };
    expect((await update(edit)).ok).toBe(true);
    expect(await stored()).toEqual([
      { title: renamed, titleEn: '', [kept]: item[kept], [replaced.field]: replaced.key },
    ]);
    expect(await storage().stat(item[replaced.field])).toBeNull();
    expect(await storage().stat(item[kept])).not.toBeNull();
    expect(await auditEntries(`${audit}.create`)).toEqual([
      { action: `${audit}.create`, target: String(id), email: 'admin@example.com' },
    ]);
    expect(await auditEntries(`${audit}.update`)).toHaveLength(2);
  });

  it('delete the row with its cover and PDF, once', async () => {
    signInAs({ kind: 'admin', id: staff.moderatorId });

    expect(await remove({ id })).toEqual({ ok: true, data: { id } });
    expect(await count()).toBe(0);
    expect(await storage().stat(item[kept])).toBeNull();
    expect(await storage().stat(replaced.key)).toBeNull();
    expect(await auditEntries(`${audit}.delete`)).toEqual([
      { action: `${audit}.delete`, target: String(id), email: 'moderator@example.com' },
    ]);
    expect(await remove({ id })).toEqual({ ok: false, error: 'errors.notFound' });
    expect(await update({ id, title: 'x', title_en: '', cover: '', pdf: '' })).toEqual({
      ok: false,
      error: 'errors.notFound',
    });
  });
});
