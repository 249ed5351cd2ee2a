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
import { createHall, deleteHall, reorderHalls, updateHall } from './actions';
import { listHalls } from './queries';

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
const names = async (eventId: number) => (await listHalls(eventId)).map((hall) => hall.hall_name);

async function addHall(hall_name: string, event_id = 3): Promise<number> {
  const created = await createHall({ event_id, hall_name, hall_name_en: `${hall_name} (en)` });
  if (!created.ok) throw new Error(created.error);

  return created.data.id;
}

beforeAll(async () => {
  staff = await createStaffAccounts();
  await insertTestEditions();
});

beforeEach(() => {
  signInAs({ kind: 'admin', id: staff.adminId });
});

describe('hall actions', () => {
  it('refuse a visitor and a read-only account', async () => {
    signInAs(null);
    for (const action of [createHall, updateHall, deleteHall, reorderHalls]) {
      expect(await action({ id: 1 })).toEqual({ ok: false, error: 'errors.unauthorized' });
    }
    signInAs({ kind: 'admin', id: staff.userId });
    expect(await createHall({ event_id: 3, hall_name: 'А', hall_name_en: 'A' })).toEqual({
      ok: false,
      error: 'errors.forbidden',
    });
    expect(await db.$count(conferenceHalls)).toBe(0);
  });

  it('ask for both names and refuse an edition that does not exist', async () => {
    expect(await createHall({ event_id: 3, hall_name: ' ', hall_name_en: '' })).toEqual({
      ok: false,
      error: 'errors.invalidInput',
      fieldErrors: {
        hall_name: ['admin.weekAgenda.halls.errors.nameRequired'],
        hall_name_en: ['admin.weekAgenda.halls.errors.nameEnRequired'],
      },
    });
    expect(await createHall({ event_id: 9, hall_name: 'А', hall_name_en: 'A' })).toEqual({
      ok: false,
      error: 'admin.weekAgenda.halls.errors.editionMissing',
    });
  });

  it('add halls last in their edition, rename and reorder them; an outdated order is refused', async () => {
    const main = await addHall('Их танхим');
    const second = await addHall('Б танхим');
    const older = await addHall('2024 танхим', 2);
    expect(await names(3)).toEqual(['Их танхим', 'Б танхим']);
    expect(await names(2)).toEqual(['2024 танхим']);

    expect(await updateHall({ id: second, hall_name: 'В танхим', hall_name_en: 'Hall C' })).toEqual({
      ok: true,
      data: { id: second },
    });
    expect(await reorderHalls({ event_id: 3, ids: [second, main] })).toEqual({ ok: true, data: { count: 2 } });
    expect(await names(3)).toEqual(['В танхим', 'Их танхим']);
    // A list without a hall added meanwhile, or with another edition's hall, would leave a hall without a place.
    for (const ids of [[main], [main, second, older]]) {
      expect(await reorderHalls({ event_id: 3, ids })).toEqual({
        ok: false,
        error: 'admin.weekAgenda.errors.orderStale',
      });
    }
    expect(await auditEntries('conference-hall.reorder')).toEqual([
      { action: 'conference-hall.reorder', target: `${second},${main}`, email: 'admin@example.com' },
    ]);
  });

  it('delete a hall with its presentations only when their number is the one confirmed', async () => {
    const hall = await addHall('Устах танхим');
    await db.insert(conferencePresentations).values([
      { dayId: 31, hallId: hall, name: 'Нэг', document: 'admin/pdf/0a.pdf' },
      { dayId: 32, hallId: hall, name: 'Хоёр', document: 'admin/pdf/0b.pdf' },
    ]);
    await storeFile(storage(), 'admin/pdf/0a.pdf');
    expect((await listHalls(3)).find((each) => each.id === hall)).toMatchObject({ presentations: 2 });

    expect(await deleteHall({ id: hall, presentations: 1 })).toEqual({
      ok: false,
      error: 'admin.weekAgenda.halls.errors.countChanged',
    });
    expect(await db.$count(conferencePresentations, eq(conferencePresentations.hallId, hall))).toBe(2);
    expect(await deleteHall({ id: hall, presentations: 2 })).toEqual({ ok: true, data: { id: hall } });
    expect(await db.$count(conferencePresentations, eq(conferencePresentations.hallId, hall))).toBe(0);
    expect(await storage().stat('admin/pdf/0a.pdf')).toBeNull();
    expect(await deleteHall({ id: hall, presentations: 0 })).toEqual({
      ok: false,
      error: 'admin.weekAgenda.errors.notFound',
    });
    expect(await db.$count(conferenceHalls, eq(conferenceHalls.id, hall))).toBe(0);
    expect((await auditEntries('conference-hall.delete')).map((entry) => entry.target)).toEqual([String(hall)]);
  });
});
