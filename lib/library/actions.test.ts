import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it, vi } from 'vitest';

import { db } from '@/db';
import { documents, videos } from '@/db/schema';
import type { SignInSubject } from '@/lib/auth/subjects';
import { auditEntries, storeFile, temporaryStorage } from '@/tests/fixtures/admin-action-context';
// Renamed on import: the fixture registers Vitest hooks, it is no React hook.
import { useTestDatabase as prepareTestDatabase } from '@/tests/fixtures/database';
import { createStaffAccounts } from '@/tests/fixtures/staff-accounts';

import { createDocument, createVideo, deleteDocument, deleteVideo, updateDocument, updateVideo } from './actions';

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

beforeAll(async () => {
  staff = await createStaffAccounts();
});

const document = { title: 'Кодекс', title_en: 'Code', pdf: 'admin/pdf/0a1b.pdf' };
const video = { title: 'Хайгуул', title_en: 'Exploration', video: 'admin/video/0c1d.mp4' };

describe('document and video actions', () => {
  it('refuse a visitor and a read-only account before reading the input', async () => {
    signedIn.user = null;
    for (const action of [createDocument, updateDocument, deleteDocument, createVideo, updateVideo, deleteVideo]) {
      expect(await action({ id: 1 })).toEqual({ ok: false, error: 'errors.unauthorized' });
    }
    signedIn.user = { kind: 'admin', id: staff.userId };
    expect(await createDocument(document)).toEqual({ ok: false, error: 'errors.forbidden' });
    expect(await createVideo(video)).toEqual({ ok: false, error: 'errors.forbidden' });
    expect(await db.$count(documents)).toBe(0);
  });

  it('add, rename and delete a document with audit entries, deleting its PDF', async () => {
    signedIn.user = { kind: 'admin', id: staff.moderatorId };
    await storeFile(storage(), document.pdf);

    const created = await createDocument(document);
    expect(created).toEqual({ ok: true, data: { id: expect.any(Number) } });
    if (!created.ok) return;
    const { id } = created.data;
    expect(await updateDocument({ id, title: 'Шинэ кодекс', title_en: 'New code' })).toEqual({ ok: true, data: { id } });
    expect(await db.select({ title: documents.title, titleEn: documents.titleEn, pdf: documents.pdf }).from(documents)).toEqual([
      { title: 'Шинэ кодекс', titleEn: 'New code', pdf: document.pdf },
    ]);

    expect(await deleteDocument({ id })).toEqual({ ok: true, data: { id } });
    expect(await db.$count(documents)).toBe(0);
    expect(await storage().stat(document.pdf)).toBeNull();
    expect(await deleteDocument({ id })).toEqual({ ok: false, error: 'errors.notFound' });

    for (const action of ['document.create', 'document.update', 'document.delete']) {
      expect(await auditEntries(action)).toEqual([{ action, target: String(id), email: 'moderator@example.com' }]);
    }
  });

  it('answer invalid input with the seeds message keys', async () => {
    signedIn.user = { kind: 'admin', id: staff.adminId };
    expect(await createVideo({ title: '', title_en: '', video: '' })).toEqual({
      ok: false,
      error: 'errors.invalidInput',
      fieldErrors: { title: ['admin.library.video.titleRequired'], video: ['admin.library.video.fileRequired'] },
    });
    expect(await updateVideo({ id: 1, title: ' ', title_en: '' })).toMatchObject({ ok: false, fieldErrors: { title: ['admin.library.video.titleRequired'] } });
  });

  it('add, rename and delete a video, deleting its mp4', async () => {
    signedIn.user = { kind: 'admin', id: staff.adminId };
    await storeFile(storage(), video.video);
    const created = await createVideo(video);
    if (!created.ok) throw new Error(created.error);
    const { id } = created.data;

    expect((await updateVideo({ id, title: 'Ил уурхай', title_en: 'Open pit' })).ok).toBe(true);
    expect((await db.select({ title: videos.title }).from(videos).where(eq(videos.id, id)))[0]?.title).toBe('Ил уурхай');
    expect(await deleteVideo({ id })).toEqual({ ok: true, data: { id } });
    expect(await storage().stat(video.video)).toBeNull();
    expect(await auditEntries('video.delete')).toEqual([{ action: 'video.delete', target: String(id), email: 'admin@example.com' }]);
  });
});
