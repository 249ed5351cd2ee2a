import { asc, eq } from 'drizzle-orm';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';

import { db } from '@/db';
import {
  auditLog,
  conferenceDays,
  conferenceEvents,
  conferenceMenuCategories,
  conferenceNews,
  conferencePartners,
  conferenceRegistrations,
} from '@/db/schema';
// Renamed on import: the fixture registers Vitest hooks, it is no React hook.
import { useTestDatabase as prepareTestDatabase } from '@/tests/fixtures/database';
import { createStaffAccounts } from '@/tests/fixtures/staff-accounts';
import { signInAs } from '@/tests/fixtures/signed-in';

import { createEdition, deleteEdition, makeEditionCurrent, updateEdition } from './actions';

const discarded = vi.hoisted(() => [] as string[]);
vi.mock('@/lib/storage/discard', () => ({
  discardStoredFiles: async (keys: string[]) => void discarded.push(...keys),
}));

prepareTestDatabase();

const M = 'admin.weekEditions.errors';
let staff = { adminId: 0, moderatorId: 0, userId: 0 };
const ids = { archive: 0, current: 0 };

const form = (year: number) => ({
  name: `Mining Week ${year}`,
  name_en: `Mining Week ${year}`,
  year,
  starts_on: `${year}-09-10`,
  ends_on: `${year}-09-12`,
  venue: 'Улаанбаатар',
  venue_en: 'Ulaanbaatar',
  time_zone: 'Asia/Ulaanbaatar',
});
const current = () =>
  db.select({ year: conferenceEvents.year }).from(conferenceEvents).where(eq(conferenceEvents.isCurrent, true));
const idOf = async (year: number) =>
  (await db.select({ id: conferenceEvents.id }).from(conferenceEvents).where(eq(conferenceEvents.year, year)))[0]?.id ??
  0;

beforeAll(async () => {
  staff = await createStaffAccounts();
  // 2024 is an archive with days, logos, news and a registration; 2025 is current.
  const editions = await db
    .insert(conferenceEvents)
    .values([
      {
        name: 'MW 2024',
        nameEn: 'MW 2024',
        year: 2024,
        startsOn: '2024-10-02',
        endsOn: '2024-10-05',
        visitors: 25000,
        video: 'conference/2024.mp4',
      },
      {
        name: 'MW 2025',
        nameEn: 'MW 2025',
        year: 2025,
        startsOn: '2025-09-11',
        endsOn: '2025-09-13',
        visitors: 30000,
        isCurrent: true,
      },
    ])
    .returning({ id: conferenceEvents.id });
  ids.archive = editions[0]?.id ?? 0;
  ids.current = editions[1]?.id ?? 0;
  await db.insert(conferenceDays).values([{ eventId: ids.archive, day: 1, eventDate: '2024-10-02' }]);
  await db.insert(conferencePartners).values([
    { eventId: ids.archive, kind: 'sponsor', name: 'A', logo: 'conference/shared.png' },
    { eventId: ids.current, kind: 'sponsor', name: 'A', logo: 'conference/shared.png' },
  ]);
  const [category] = await db
    .insert(conferenceMenuCategories)
    .values({ category: 'Мэдээ', categoryEn: 'News', pageType: 'news' })
    .returning({ cid: conferenceMenuCategories.cid });
  await db
    .insert(conferenceNews)
    .values({ eventId: ids.archive, categoryCid: category?.cid ?? 0, image: 'admin/images/cover.jpg', title: 'Мэдээ' });
  await db.insert(conferenceRegistrations).values({
    eventId: ids.archive,
    company: 'X',
    firstName: 'A',
    lastName: 'B',
    country: 'MN',
    email: 'a@example.com',
    phoneNumber: '1',
  });
});

beforeEach(() => {
  signInAs({ kind: 'admin', id: staff.moderatorId });
  discarded.length = 0;
});

describe('edition actions', () => {
  it('refuse a visitor and a read-only user before touching anything', async () => {
    signInAs(null);
    expect(await createEdition(form(2026))).toEqual({ ok: false, error: 'errors.unauthorized' });
    signInAs({ kind: 'admin', id: staff.userId });
    for (const result of [
      await createEdition(form(2026)),
      await makeEditionCurrent({ id: ids.archive }),
      await deleteEdition({ id: ids.archive }),
    ]) {
      expect(result).toEqual({ ok: false, error: 'errors.forbidden' });
    }
    expect(await current()).toEqual([{ year: 2025 }]);
  });

  it('create an edition that is not current, and refuse a year that is taken, with a message for the field', async () => {
    const created = await createEdition(form(2026));
    expect(created.ok).toBe(true);
    expect(
      await db
        .select({ isCurrent: conferenceEvents.isCurrent, timeZone: conferenceEvents.timeZone })
        .from(conferenceEvents)
        .where(eq(conferenceEvents.year, 2026)),
    ).toEqual([{ isCurrent: false, timeZone: 'Asia/Ulaanbaatar' }]);
    expect(await createEdition(form(2026))).toEqual({
      ok: false,
      error: `${M}.yearTaken`,
      fieldErrors: { year: [`${M}.yearTaken`] },
    });
    expect(await updateEdition({ ...form(2024), id: await idOf(2026) })).toEqual({
      ok: false,
      error: `${M}.yearTaken`,
      fieldErrors: { year: [`${M}.yearTaken`] },
    });
    expect(await updateEdition({ ...form(2027), id: 999 })).toEqual({ ok: false, error: `${M}.notFound` });
    expect(await createEdition({ ...form(2028), ends_on: '2028-09-01' })).toMatchObject({
      ok: false,
      error: 'errors.invalidInput',
      fieldErrors: { ends_on: [`${M}.datesOrder`] },
    });
  });

  it('make an edition current in one step: exactly one current afterwards, the old one an archive that keeps its data', async () => {
    const id2026 = await idOf(2026);
    expect(await makeEditionCurrent({ id: id2026 })).toEqual({ ok: true, data: { id: id2026, previousYear: 2025 } });
    expect(await current()).toEqual([{ year: 2026 }]);
    const [archived] = await db
      .select({ visitors: conferenceEvents.visitors, name: conferenceEvents.name })
      .from(conferenceEvents)
      .where(eq(conferenceEvents.year, 2025));
    expect(archived).toEqual({ visitors: 30000, name: 'MW 2025' });
    expect(await db.$count(conferencePartners, eq(conferencePartners.eventId, ids.current))).toBe(1);

    // Two staff choosing different editions at once take turns; whoever goes last wins, never two current.
    await Promise.all([makeEditionCurrent({ id: ids.archive }), makeEditionCurrent({ id: ids.current })]);
    expect(await current()).toHaveLength(1);
    expect(await makeEditionCurrent({ id: ids.current })).toMatchObject({ ok: true });
    expect(await makeEditionCurrent({ id: ids.current })).toEqual({
      ok: true,
      data: { id: ids.current, previousYear: null },
    });
    expect(await current()).toEqual([{ year: 2025 }]);
    expect(await makeEditionCurrent({ id: 999 })).toEqual({ ok: false, error: `${M}.notFound` });
  });

  it('never delete the current edition nor one with registrations', async () => {
    expect(await deleteEdition({ id: ids.current })).toEqual({ ok: false, error: `${M}.deleteCurrent` });
    expect(await deleteEdition({ id: ids.archive })).toEqual({ ok: false, error: `${M}.hasRegistrations` });
    expect(await db.$count(conferenceEvents)).toBe(3);
    expect(await db.$count(conferenceNews)).toBe(1);
    expect(discarded).toEqual([]);
  });

  it('delete an archive with its days, partners and news, and the files no other edition uses', async () => {
    await db.delete(conferenceRegistrations).where(eq(conferenceRegistrations.eventId, ids.archive));
    expect(await deleteEdition({ id: ids.archive })).toEqual({ ok: true, data: { id: ids.archive } });
    expect(await db.$count(conferenceDays)).toBe(0);
    expect(await db.$count(conferenceNews)).toBe(0);
    expect(await db.$count(conferencePartners)).toBe(1);
    // The shared logo is still 2025's.
    expect(discarded.sort()).toEqual(['admin/images/cover.jpg', 'conference/2024.mp4']);
    expect(await deleteEdition({ id: ids.archive })).toEqual({ ok: false, error: `${M}.notFound` });
  });

  it('record every write in the audit log', async () => {
    const entries = await db
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(eq(auditLog.accountId, staff.moderatorId))
      .orderBy(asc(auditLog.id));
    expect(entries.map((entry) => entry.action)).toEqual([
      'conference-edition.create',
      'conference-edition.current',
      'conference-edition.current',
      'conference-edition.current',
      'conference-edition.current',
      'conference-edition.current',
      'conference-edition.delete',
    ]);
  });
});
