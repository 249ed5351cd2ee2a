import { eq } from 'drizzle-orm';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';

import { db } from '@/db';
import { conferenceHalls, conferencePresentations } from '@/db/schema';
import { auditEntries, storeFile, temporaryStorage } from '@/tests/fixtures/admin-action-context';
// Renamed on import: the fixture registers Vitest hooks, it is no React hook.
import { useTestDatabase as prepareTestDatabase } from '@/tests/fixtures/database';
import { createStaffAccounts } from '@/tests/fixtures/staff-accounts';
import { signInAs } from '@/tests/fixtures/signed-in';

import { insertTestEditions } from '@/tests/fixtures/schedule-editions';
import { createPresentation, deletePresentation, reorderPresentations, updatePresentation } from './actions';
import { listPresentations } from './queries';

const files = vi.hoisted(() => ({ storage: null as ReturnType<typeof temporaryStorage> | null }));
vi.mock('@/lib/storage/storage', async () => {
  const { temporaryStorage: create } = await import('@/tests/fixtures/admin-action-context');
  files.storage = create();

  return { storage: files.storage };
});

prepareTestDatabase();

const M = 'admin.weekAgenda.presentations.errors';
let staff = { adminId: 0, moderatorId: 0, userId: 0 };
const halls = { main: 0, side: 0, older: 0 };
const storage = () => {
  if (!files.storage) throw new Error('storage not mocked');

  return files.storage;
};
const talk = () => ({
  event_date_id: 31,
  hall_id: halls.main,
  present_name: 'Бодлого',
  present_name_en: 'Policy',
  document: 'admin/pdf/0a1b.pdf',
});
const namesIn = async (dayId: number, hallId: number) =>
  (await listPresentations({ dayId, hallId })).map((row) => row.present_name);

async function addTalk(present_name: string, hall_id = halls.main): Promise<number> {
  const created = await createPresentation({ ...talk(), hall_id, present_name });
  if (!created.ok) throw new Error(created.error);

  return created.data.id;
}

beforeAll(async () => {
  staff = await createStaffAccounts();
  await insertTestEditions();
  const rows = await db
    .insert(conferenceHalls)
    .values([
      { eventId: 3, name: 'Их танхим', nameEn: 'Main hall' },
      { eventId: 3, name: 'Б танхим', nameEn: 'Hall B', position: 1 },
      { eventId: 2, name: '2024 танхим', nameEn: '2024 hall' },
    ])
    .returning({ id: conferenceHalls.id });
  const [main, side, older] = rows.map((row) => row.id);
  Object.assign(halls, { main, side, older });
});

beforeEach(() => {
  signInAs({ kind: 'admin', id: staff.moderatorId });
});

describe('presentation actions', () => {
  it('refuse a visitor and a read-only account', async () => {
    signInAs(null);
    for (const action of [createPresentation, updatePresentation, deletePresentation, reorderPresentations]) {
      expect(await action({ id: 1 })).toEqual({ ok: false, error: 'errors.unauthorized' });
    }
    signInAs({ kind: 'admin', id: staff.userId });
    expect(await createPresentation(talk())).toEqual({ ok: false, error: 'errors.forbidden' });
    expect(await db.$count(conferencePresentations)).toBe(0);
  });

  it('ask for every field, a PDF the upload route wrote, and a day and hall of one edition', async () => {
    expect(await createPresentation({ present_name: '', present_name_en: '', document: '' })).toEqual({
      ok: false,
      error: 'errors.invalidInput',
      fieldErrors: {
        event_date_id: [`${M}.dayRequired`],
        hall_id: [`${M}.hallRequired`],
        present_name: [`${M}.nameRequired`],
        present_name_en: [`${M}.nameEnRequired`],
        document: [`${M}.documentRequired`],
      },
    });
    expect(await createPresentation({ ...talk(), document: 'admin/images/0a1b.png' })).toEqual({
      ok: false,
      error: `${M}.documentInvalid`,
    });
    // Day 21 is of 2024, the main hall of 2025.
    expect(await createPresentation({ ...talk(), event_date_id: 21 })).toEqual({
      ok: false,
      error: `${M}.otherEdition`,
    });
    expect(await createPresentation({ ...talk(), hall_id: halls.older })).toEqual({
      ok: false,
      error: `${M}.otherEdition`,
    });
    expect(await createPresentation({ ...talk(), event_date_id: 99 })).toEqual({
      ok: false,
      error: `${M}.dayOrHallMissing`,
    });
    expect(await db.$count(conferencePresentations)).toBe(0);
  });

  it('add presentations last in their day and hall, move, reorder and delete them, each in the audit log', async () => {
    const policy = await addTalk('Бодлого');
    const safety = await addTalk('Аюулгүй байдал');
    const water = await addTalk('Ус');
    expect(await namesIn(31, halls.main)).toEqual(['Бодлого', 'Аюулгүй байдал', 'Ус']);

    expect(
      await reorderPresentations({ event_date_id: 31, hall_id: halls.main, ids: [water, policy, safety] }),
    ).toEqual({ ok: true, data: { count: 3 } });
    expect(await namesIn(31, halls.main)).toEqual(['Ус', 'Бодлого', 'Аюулгүй байдал']);
    expect(await reorderPresentations({ event_date_id: 31, hall_id: halls.main, ids: [water, policy] })).toEqual({
      ok: false,
      error: 'admin.weekAgenda.errors.orderStale',
    });

    // Moved to hall B on day 2 with a new PDF: the old one is deleted, and the day of another edition is refused.
    await storeFile(storage(), 'admin/pdf/0a1b.pdf');
    const moved = {
      ...talk(),
      id: water,
      event_date_id: 32,
      hall_id: halls.side,
      present_name: 'Усны нөөц',
      document: 'admin/pdf/0c1d.pdf',
    };
    expect(await updatePresentation({ ...moved, event_date_id: 22 })).toEqual({
      ok: false,
      error: `${M}.otherEdition`,
    });
    expect(await updatePresentation(moved)).toEqual({ ok: true, data: { id: water } });
    expect(await listPresentations({ dayId: 32, hallId: halls.side })).toEqual([
      {
        id: water,
        event_date_id: 32,
        hall_id: halls.side,
        present_name: 'Усны нөөц',
        present_name_en: 'Policy',
        present_url: '/files/admin/pdf/0c1d.pdf',
        document_key: 'admin/pdf/0c1d.pdf',
      },
    ]);
    expect(await storage().stat('admin/pdf/0a1b.pdf')).toBeNull();
    expect(await namesIn(31, halls.main)).toEqual(['Бодлого', 'Аюулгүй байдал']);

    await storeFile(storage(), 'admin/pdf/0c1d.pdf');
    expect(await deletePresentation({ id: water })).toEqual({ ok: true, data: { id: water } });
    expect(await storage().stat('admin/pdf/0c1d.pdf')).toBeNull();
    expect(await deletePresentation({ id: water })).toEqual({ ok: false, error: 'admin.weekAgenda.errors.notFound' });
    expect(await db.$count(conferencePresentations, eq(conferencePresentations.hallId, halls.main))).toBe(2);

    expect((await auditEntries('conference-presentation.create')).map((entry) => entry.target)).toEqual(
      [policy, safety, water].map(String),
    );
    expect((await auditEntries('conference-presentation.update')).map((entry) => entry.target)).toEqual([
      String(water),
    ]);
    expect(await auditEntries('conference-presentation.reorder')).toEqual([
      {
        action: 'conference-presentation.reorder',
        target: `${water},${policy},${safety}`,
        email: 'moderator@example.com',
      },
    ]);
    expect((await auditEntries('conference-presentation.delete')).map((entry) => entry.target)).toEqual([
      String(water),
    ]);
  });
});
