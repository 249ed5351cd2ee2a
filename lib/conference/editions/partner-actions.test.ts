import { asc, eq } from 'drizzle-orm';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';

import { db } from '@/db';
import { auditLog, conferenceEvents, conferencePartners } from '@/db/schema';
// Renamed on import: the fixture registers Vitest hooks, it is no React hook.
import { useTestDatabase as prepareTestDatabase } from '@/tests/fixtures/database';
import { createStaffAccounts } from '@/tests/fixtures/staff-accounts';
import { signInAs } from '@/tests/fixtures/signed-in';

import { createPartner, deletePartner, reorderPartners, updatePartner } from './partner-actions';
import { listEditionPartners } from './queries';

const discarded = vi.hoisted(() => [] as string[]);
vi.mock('@/lib/storage/discard', () => ({
  discardStoredFiles: async (keys: string[]) => void discarded.push(...keys),
}));

prepareTestDatabase();

const M = 'admin.weekEditions.errors';
let staff = { adminId: 0, moderatorId: 0, userId: 0 };
const ids = { current: 0, archive: 0 };
const logo = (name: string) => `admin/images/${name}.png`;
const names = async (kind: 'sponsor' | 'organiser' = 'sponsor') =>
  (await listEditionPartners(ids.current, kind)).map((partner) => partner.name);

beforeAll(async () => {
  staff = await createStaffAccounts();
  const editions = await db
    .insert(conferenceEvents)
    .values([
      { name: 'MW 2025', nameEn: 'MW 2025', year: 2025, startsOn: '2025-09-11', endsOn: '2025-09-13', isCurrent: true },
      { name: 'MW 2024', nameEn: 'MW 2024', year: 2024, startsOn: '2024-10-02', endsOn: '2024-10-05' },
    ])
    .returning({ id: conferenceEvents.id });
  ids.current = editions[0]?.id ?? 0;
  ids.archive = editions[1]?.id ?? 0;
  // The demo editions share their logos.
  await db
    .insert(conferencePartners)
    .values({ eventId: ids.archive, kind: 'sponsor', name: 'Хуучин', logo: 'conference/sponsor-1.png' });
});

beforeEach(() => {
  signInAs({ kind: 'admin', id: staff.moderatorId });
  discarded.length = 0;
});

describe('partner actions', () => {
  it('refuse a visitor and a read-only user', async () => {
    signInAs(null);
    expect(await createPartner({ event_id: ids.current, kind: 'sponsor', name: 'A', logo: logo('a') })).toEqual({
      ok: false,
      error: 'errors.unauthorized',
    });
    signInAs({ kind: 'admin', id: staff.userId });
    for (const result of [
      await createPartner({ event_id: ids.current, kind: 'sponsor', name: 'A', logo: logo('a') }),
      await deletePartner({ id: 1 }),
      await reorderPartners({ event_id: ids.current, kind: 'sponsor', ids: [1] }),
    ]) {
      expect(result).toEqual({ ok: false, error: 'errors.forbidden' });
    }
  });

  it('add each logo last in its own list, and refuse a logo the upload route did not write', async () => {
    for (const name of ['A', 'B', 'C'])
      expect((await createPartner({ event_id: ids.current, kind: 'sponsor', name, logo: logo(name) })).ok).toBe(true);
    expect(
      (
        await createPartner({
          event_id: ids.current,
          kind: 'organiser',
          name: 'Яам',
          logo: logo('o'),
          link: 'https://mmhi.gov.mn',
        })
      ).ok,
    ).toBe(true);
    expect(await names()).toEqual(['A', 'B', 'C']);
    expect(await names('organiser')).toEqual(['Яам']);
    expect(
      await createPartner({ event_id: ids.current, kind: 'sponsor', name: 'D', logo: 'conference/sponsor-1.png' }),
    ).toEqual({
      ok: false,
      error: 'errors.invalidInput',
      fieldErrors: { logo: [`${M}.logoRequired`] },
    });
    expect(await createPartner({ event_id: 999, kind: 'sponsor', name: 'D', logo: logo('d') })).toEqual({
      ok: false,
      error: `${M}.notFound`,
    });
  });

  it('store an optional English name, keep it on an update that leaves it out, and clear it when sent empty', async () => {
    const created = await createPartner({
      event_id: ids.current,
      kind: 'organiser',
      name: 'Танхим',
      name_en: ' Chamber ',
      logo: logo('t'),
    });
    if (!created.ok) throw new Error('the organiser should be added');
    const englishNames = async () =>
      (await listEditionPartners(ids.current, 'organiser')).map((partner) => [partner.name, partner.name_en]);
    // A partner added without one has none.
    expect(await englishNames()).toEqual([
      ['Яам', ''],
      ['Танхим', 'Chamber'],
    ]);

    const { id } = created.data;
    expect(await updatePartner({ id, name: 'Танхим 2', logo: logo('t'), link: '' })).toEqual({
      ok: true,
      data: { id },
    });
    expect(await englishNames()).toContainEqual(['Танхим 2', 'Chamber']);
    expect(
      await updatePartner({ id, name: 'Танхим 2', name_en: 'Chamber of Commerce', logo: logo('t'), link: '' }),
    ).toEqual({ ok: true, data: { id } });
    expect(await englishNames()).toContainEqual(['Танхим 2', 'Chamber of Commerce']);
    expect(await updatePartner({ id, name: 'Танхим 2', name_en: '', logo: logo('t'), link: '' })).toEqual({
      ok: true,
      data: { id },
    });
    expect(await englishNames()).toContainEqual(['Танхим 2', '']);
    expect(await deletePartner({ id })).toEqual({ ok: true, data: { id } });
  });

  it('save a new order of the whole list, and refuse a list that misses one or names another edition’s', async () => {
    const [a, b, c] = await listEditionPartners(ids.current, 'sponsor');
    if (!a || !b || !c) throw new Error('three sponsors expected');
    expect(await reorderPartners({ event_id: ids.current, kind: 'sponsor', ids: [c.id, a.id, b.id] })).toEqual({
      ok: true,
      data: { count: 3 },
    });
    expect(await names()).toEqual(['C', 'A', 'B']);
    expect(await reorderPartners({ event_id: ids.current, kind: 'sponsor', ids: [a.id, b.id] })).toEqual({
      ok: false,
      error: `${M}.orderStale`,
    });
    const [other] = await db
      .select({ id: conferencePartners.id })
      .from(conferencePartners)
      .where(eq(conferencePartners.eventId, ids.archive));
    expect(
      await reorderPartners({ event_id: ids.current, kind: 'sponsor', ids: [a.id, b.id, other?.id ?? 0] }),
    ).toEqual({ ok: false, error: `${M}.orderStale` });
    expect(await names()).toEqual(['C', 'A', 'B']);
  });

  it('edit a logo and delete the replaced file; delete a partner, keeping a file another edition still shows', async () => {
    const [c] = await listEditionPartners(ids.current, 'sponsor');
    if (!c) throw new Error('a sponsor expected');
    expect(await updatePartner({ id: c.id, name: 'C2', logo: logo('c2'), link: 'https://c.mn' })).toEqual({
      ok: true,
      data: { id: c.id },
    });
    expect(discarded).toEqual([logo('C')]);
    expect(await updatePartner({ id: c.id, name: 'C3', logo: 'conference/elsewhere.png', link: '' })).toMatchObject({
      ok: false,
      error: 'errors.invalidInput',
    });
    expect(await updatePartner({ id: 999, name: 'C3', logo: logo('x'), link: '' })).toEqual({
      ok: false,
      error: `${M}.partnerNotFound`,
    });

    discarded.length = 0;
    const [shared] = await db
      .insert(conferencePartners)
      .values({ eventId: ids.current, kind: 'sponsor', name: 'Хуваалцсан', logo: 'conference/sponsor-1.png' })
      .returning({ id: conferencePartners.id });
    expect(await deletePartner({ id: shared?.id ?? 0 })).toEqual({ ok: true, data: { id: shared?.id } });
    expect(await deletePartner({ id: c.id })).toEqual({ ok: true, data: { id: c.id } });
    expect(discarded).toEqual([logo('c2')]);
    expect(await deletePartner({ id: c.id })).toEqual({ ok: false, error: `${M}.partnerNotFound` });
    expect(await names()).toEqual(['A', 'B']);
  });

  it('record the writes in the audit log', async () => {
    const actions = await db
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(eq(auditLog.accountId, staff.moderatorId))
      .orderBy(asc(auditLog.id));
    expect(actions.map((entry) => entry.action)).toEqual([
      ...Array.from({ length: 5 }, () => 'conference-partner.create'),
      ...Array.from({ length: 3 }, () => 'conference-partner.update'),
      'conference-partner.delete',
      'conference-partner.reorder',
      'conference-partner.update',
      'conference-partner.delete',
      'conference-partner.delete',
    ]);
  });
});
