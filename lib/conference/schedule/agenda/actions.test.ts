import { eq } from 'drizzle-orm';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';

import { db } from '@/db';
import { conferenceAgendaImages } from '@/db/schema';
import { auditEntries, storeFile, temporaryStorage } from '@/tests/fixtures/admin-action-context';
// Renamed on import: the fixture registers Vitest hooks, it is no React hook.
import { useTestDatabase as prepareTestDatabase } from '@/tests/fixtures/database';
import { createStaffAccounts } from '@/tests/fixtures/staff-accounts';
import { signInAs } from '@/tests/fixtures/signed-in';

import { insertTestEditions } from '@/tests/fixtures/schedule-editions';
import { createAgendaImage, deleteAgendaImage, updateAgendaImage } from './actions';

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
const page = { language_id: 2, event_date_id: 32, image: 'admin/images/0a1b.png' };
const stored = (id: number) =>
  db
    .select({
      dayId: conferenceAgendaImages.dayId,
      locale: conferenceAgendaImages.locale,
      image: conferenceAgendaImages.image,
      position: conferenceAgendaImages.position,
    })
    .from(conferenceAgendaImages)
    .where(eq(conferenceAgendaImages.id, id));

beforeAll(async () => {
  staff = await createStaffAccounts();
  await insertTestEditions();
});

beforeEach(() => {
  signInAs({ kind: 'admin', id: staff.moderatorId });
});

describe('agenda page actions', () => {
  it('refuse a visitor and a read-only account before reading the input', async () => {
    signInAs(null);
    for (const action of [createAgendaImage, updateAgendaImage, deleteAgendaImage]) {
      expect(await action({ id: 1 })).toEqual({ ok: false, error: 'errors.unauthorized' });
    }
    signInAs({ kind: 'admin', id: staff.userId });
    expect(await createAgendaImage(page)).toEqual({ ok: false, error: 'errors.forbidden' });
    expect(await db.$count(conferenceAgendaImages)).toBe(0);
  });

  it('answer the seeds’ required fields, and refuse a key the upload route did not write', async () => {
    expect(await createAgendaImage({ image: '' })).toEqual({
      ok: false,
      error: 'errors.invalidInput',
      fieldErrors: {
        language_id: ['admin.weekAgenda.agenda.errors.languageRequired'],
        event_date_id: ['admin.weekAgenda.agenda.errors.dayRequired'],
        image: ['admin.weekAgenda.agenda.errors.imageRequired'],
      },
    });
    expect(await createAgendaImage({ ...page, image: '../secret.png' })).toEqual({
      ok: false,
      error: 'admin.weekAgenda.agenda.errors.imageInvalid',
    });
    expect(await createAgendaImage({ ...page, event_date_id: 99 })).toEqual({
      ok: false,
      error: 'admin.weekAgenda.errors.dayMissing',
    });
  });

  it('add pages after the day’s others in their language, edit and delete them, each in the audit log', async () => {
    const first = await createAgendaImage(page);
    const second = await createAgendaImage({ ...page, image: 'admin/images/0c1d.jpg' });
    if (!first.ok || !second.ok) throw new Error('not created');
    expect(await stored(second.data.id)).toEqual([
      { dayId: 32, locale: 'en', image: 'admin/images/0c1d.jpg', position: 1 },
    ]);

    // Moved to day 1 in Mongolian with a new picture: it goes last there and the old picture is deleted.
    await storeFile(storage(), 'admin/images/0c1d.jpg');
    expect(
      await updateAgendaImage({
        id: second.data.id,
        language_id: 1,
        event_date_id: 31,
        image: 'admin/images/0e1f.png',
      }),
    ).toEqual({ ok: true, data: { id: second.data.id } });
    expect(await stored(second.data.id)).toEqual([
      { dayId: 31, locale: 'mn', image: 'admin/images/0e1f.png', position: 0 },
    ]);
    expect(await storage().stat('admin/images/0c1d.jpg')).toBeNull();

    // The stored picture (a demo key the upload route never wrote) may stay as it is.
    await db
      .update(conferenceAgendaImages)
      .set({ image: 'conference/agenda-2025-1-mn.jpg' })
      .where(eq(conferenceAgendaImages.id, first.data.id));
    expect(await updateAgendaImage({ id: first.data.id, ...page, image: 'conference/agenda-2025-1-mn.jpg' })).toEqual({
      ok: true,
      data: { id: first.data.id },
    });
    expect(await updateAgendaImage({ id: first.data.id, ...page, image: 'conference/other.jpg' })).toEqual({
      ok: false,
      error: 'admin.weekAgenda.agenda.errors.imageInvalid',
    });

    await storeFile(storage(), 'admin/images/0e1f.png');
    expect(await deleteAgendaImage({ id: second.data.id })).toEqual({ ok: true, data: { id: second.data.id } });
    expect(await storage().stat('admin/images/0e1f.png')).toBeNull();
    expect(await deleteAgendaImage({ id: second.data.id })).toEqual({
      ok: false,
      error: 'admin.weekAgenda.errors.notFound',
    });
    expect(await updateAgendaImage({ id: second.data.id, ...page })).toEqual({
      ok: false,
      error: 'admin.weekAgenda.errors.notFound',
    });

    expect(await auditEntries('conference-agenda.create')).toEqual([
      { action: 'conference-agenda.create', target: String(first.data.id), email: 'moderator@example.com' },
      { action: 'conference-agenda.create', target: String(second.data.id), email: 'moderator@example.com' },
    ]);
    expect((await auditEntries('conference-agenda.update')).map((entry) => entry.target)).toEqual([
      String(second.data.id),
      String(first.data.id),
    ]);
    expect((await auditEntries('conference-agenda.delete')).map((entry) => entry.target)).toEqual([
      String(second.data.id),
    ]);
  });
});
