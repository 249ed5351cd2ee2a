import { asc, eq } from 'drizzle-orm';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';

import { db } from '@/db';
import { conferencePresenters } from '@/db/schema';
import { auditEntries, storeFile, type temporaryStorage } from '@/tests/fixtures/admin-action-context';
// Renamed on import: the fixture registers Vitest hooks, it is no React hook.
import { useTestDatabase as prepareTestDatabase } from '@/tests/fixtures/database';
import { createStaffAccounts } from '@/tests/fixtures/staff-accounts';
import { signInAs } from '@/tests/fixtures/signed-in';

import { insertTestEditions } from '@/tests/fixtures/programme-editions';
import { createPresenter, deletePresenter, reorderPresenters, updatePresenter } from './actions';
import { listAdminPresenters } from './queries';

const files = vi.hoisted(() => ({ storage: null as ReturnType<typeof temporaryStorage> | null }));
vi.mock('@/lib/storage/storage', async () => {
  const { temporaryStorage: create } = await import('@/tests/fixtures/admin-action-context');
  files.storage = create();

  return { storage: files.storage };
});

prepareTestDatabase();

const M = 'admin.weekProgramme.presenters';
let staff = { adminId: 0, moderatorId: 0, userId: 0 };
const presenter = (name: string, event_id = 3) => ({
  image: `admin/images/${name.toLowerCase()}.png`,
  name_mn: name,
  name_en: `${name} EN`,
  position_mn: 'Илтгэгч',
  position_en: 'Speaker',
  event_id,
});
const queueOf = async (eventId: number) =>
  (
    await db
      .select({ name: conferencePresenters.nameMn })
      .from(conferencePresenters)
      .where(eq(conferencePresenters.eventId, eventId))
      .orderBy(asc(conferencePresenters.queue), asc(conferencePresenters.id))
  ).map((row) => row.name);
const idOf = async (name: string) =>
  (
    await db
      .select({ id: conferencePresenters.id })
      .from(conferencePresenters)
      .where(eq(conferencePresenters.nameMn, name))
  )[0]?.id ?? 0;
const storage = () => {
  if (!files.storage) throw new Error('storage not mocked');

  return files.storage;
};

beforeAll(async () => {
  staff = await createStaffAccounts();
  await insertTestEditions();
});

beforeEach(() => {
  signInAs({ kind: 'admin', id: staff.moderatorId });
});

describe('presenter actions', () => {
  it('refuse a visitor and a read-only user', async () => {
    signInAs(null);
    expect(await createPresenter(presenter('A'))).toEqual({ ok: false, error: 'errors.unauthorized' });
    signInAs({ kind: 'admin', id: staff.userId });
    expect(await createPresenter(presenter('A'))).toEqual({ ok: false, error: 'errors.forbidden' });
    expect(await reorderPresenters({ event_id: 3, ids: [1] })).toEqual({ ok: false, error: 'errors.forbidden' });
    expect(await db.$count(conferencePresenters)).toBe(0);
  });

  it('add presenters last, or at the place asked for, and audit each', async () => {
    for (const name of ['A', 'B', 'C', 'D']) expect((await createPresenter(presenter(name))).ok).toBe(true);
    expect((await createPresenter({ ...presenter('First'), presenter_queue: 1 })).ok).toBe(true);
    expect((await createPresenter(presenter('Other', 2))).ok).toBe(true);
    expect(await queueOf(3)).toEqual(['First', 'A', 'B', 'C', 'D']);
    expect(await queueOf(2)).toEqual(['Other']);
    expect(await auditEntries('conference-presenter.create')).toHaveLength(6);
  });

  it('answer the seeds’ messages and a missing edition with a message, not an error', async () => {
    expect(await createPresenter({ ...presenter('X'), name_en: '' })).toMatchObject({
      ok: false,
      error: 'errors.invalidInput',
      fieldErrors: { name_en: [`${M}.nameEnRequired`] },
    });
    expect(await createPresenter(presenter('X', 99))).toEqual({
      ok: false,
      error: `${M}.eventMissing`,
      fieldErrors: { event_id: [`${M}.eventMissing`] },
    });
    expect(await createPresenter({ ...presenter('X'), image: 'conference/presenter-1.jpg' })).toMatchObject({
      ok: false,
      fieldErrors: { image: [`${M}.imageInvalid`] },
    });
    expect(await idOf('X')).toBe(0);
  });

  it('save a page’s new order in one transaction that touches only that edition', async () => {
    const [first, a, b] = await Promise.all(['First', 'A', 'B'].map(idOf));
    const otherBefore = await db.select().from(conferencePresenters).where(eq(conferencePresenters.eventId, 2));
    expect(await reorderPresenters({ event_id: 3, ids: [b ?? 0, first ?? 0, a ?? 0] })).toEqual({
      ok: true,
      data: { count: 3 },
    });
    expect(await queueOf(3)).toEqual(['B', 'First', 'A', 'C', 'D']);
    expect(
      (
        await db
          .select({ queue: conferencePresenters.queue })
          .from(conferencePresenters)
          .where(eq(conferencePresenters.eventId, 3))
          .orderBy(asc(conferencePresenters.queue))
      ).map((row) => row.queue),
    ).toEqual([1, 2, 3, 4, 5]);
    expect(await db.select().from(conferencePresenters).where(eq(conferencePresenters.eventId, 2))).toEqual(
      otherBefore,
    );
    expect(await auditEntries('conference-presenter.reorder')).toEqual([
      { action: 'conference-presenter.reorder', target: '3', email: 'moderator@example.com' },
    ]);
  });

  it('apply two saves made at once one after the other, never a mix of both', async () => {
    const [b, first, a] = await Promise.all(['B', 'First', 'A'].map(idOf));
    const results = await Promise.all([
      reorderPresenters({ event_id: 3, ids: [a ?? 0, b ?? 0, first ?? 0] }),
      reorderPresenters({ event_id: 3, ids: [b ?? 0, first ?? 0, a ?? 0] }),
    ]);
    expect(results.map((result) => result.ok)).toEqual([true, true]);
    expect([
      ['A', 'B', 'First', 'C', 'D'],
      ['B', 'First', 'A', 'C', 'D'],
    ]).toContainEqual(await queueOf(3));
    await reorderPresenters({ event_id: 3, ids: [b ?? 0, first ?? 0, a ?? 0] });
  });

  it('refuse an order made before the queue changed, or naming another edition’s presenter, and change nothing', async () => {
    const [a, d, other] = await Promise.all(['A', 'D', 'Other'].map(idOf));
    expect(await reorderPresenters({ event_id: 3, ids: [d ?? 0, a ?? 0] })).toEqual({
      ok: false,
      error: `${M}.orderStale`,
    });
    expect(await reorderPresenters({ event_id: 3, ids: [other ?? 0, a ?? 0] })).toEqual({
      ok: false,
      error: `${M}.orderStale`,
    });
    expect(await queueOf(3)).toEqual(['B', 'First', 'A', 'C', 'D']);
  });

  it('edit a presenter, move it by its place or to another edition, and replace its picture', async () => {
    const d = await idOf('D');
    await storeFile(storage(), 'admin/images/d.png');
    const changed = { ...presenter('D'), id: d, name_en: 'Dee', image: 'admin/images/new-d.png', presenter_queue: 1 };
    expect(await updatePresenter(changed)).toEqual({ ok: true, data: { id: d } });
    expect(await queueOf(3)).toEqual(['D', 'B', 'First', 'A', 'C']);
    expect(await storage().stat('admin/images/d.png')).toBeNull();

    expect(await updatePresenter({ ...changed, event_id: 2, presenter_queue: 1 })).toEqual({
      ok: true,
      data: { id: d },
    });
    expect(await queueOf(2)).toEqual(['D', 'Other']);
    expect(await queueOf(3)).toEqual(['B', 'First', 'A', 'C']);
    expect(await updatePresenter({ ...changed, id: 9999 })).toEqual({ ok: false, error: 'errors.notFound' });
  });

  it('delete a presenter and its picture, and say so when it is already gone', async () => {
    const c = await idOf('C');
    await storeFile(storage(), 'admin/images/c.png');
    expect(await deletePresenter({ id: c })).toEqual({ ok: true, data: { id: c } });
    expect(await storage().stat('admin/images/c.png')).toBeNull();
    expect(await deletePresenter({ id: c })).toEqual({ ok: false, error: 'errors.notFound' });
  });

  it('list one page of an edition in queue order with each one’s place', async () => {
    const page = await listAdminPresenters({ event: 3, page: 2, limit: 20 });
    expect(page).toMatchObject({ presenter: [], total: 3, totalPages: 1 });
    const current = await listAdminPresenters({ page: 1, limit: 20 });
    expect(current.presenter.map((row) => [row.name_mn, row.presenter_queue, row.event])).toEqual([
      ['B', 1, 'Mongolia Mining Week 2025'],
      ['First', 2, 'Mongolia Mining Week 2025'],
      ['A', 3, 'Mongolia Mining Week 2025'],
    ]);
    expect(current.presenter[0]).toMatchObject({
      profile_img: '/files/admin/images/b.png',
      image: 'admin/images/b.png',
      event_id: 3,
    });
  });
});
