import { asc, eq } from 'drizzle-orm';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';

import { db } from '@/db';
import {
  conferenceAgendaImages,
  conferenceDays,
  conferenceGalleryImages,
  conferenceHalls,
  conferencePresentations,
  conferenceSessions,
} from '@/db/schema';
import { auditEntries, storeFile, type temporaryStorage } from '@/tests/fixtures/admin-action-context';
// Renamed on import: the fixture registers Vitest hooks, it is no React hook.
import { useTestDatabase as prepareTestDatabase } from '@/tests/fixtures/database';
import { createStaffAccounts } from '@/tests/fixtures/staff-accounts';
import { signInAs } from '@/tests/fixtures/signed-in';

import { insertTestEditions } from '@/tests/fixtures/programme-editions';
import { createEventDay, deleteEventDay, updateEventDay } from './actions';
import { listAdminEventDays, listEventDates } from './queries';

const files = vi.hoisted(() => ({ storage: null as ReturnType<typeof temporaryStorage> | null }));
vi.mock('@/lib/storage/storage', async () => {
  const { temporaryStorage: create } = await import('@/tests/fixtures/admin-action-context');
  files.storage = create();

  return { storage: files.storage };
});

prepareTestDatabase();

const M = 'admin.weekProgramme.eventDates';
let staff = { adminId: 0, moderatorId: 0, userId: 0 };
const daysOf = async (eventId: number) =>
  db
    .select({ day: conferenceDays.day, date: conferenceDays.eventDate })
    .from(conferenceDays)
    .where(eq(conferenceDays.eventId, eventId))
    .orderBy(asc(conferenceDays.day));
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

describe('event day actions', () => {
  it('refuse a visitor and a read-only user', async () => {
    signInAs(null);
    expect(await createEventDay({ event_id: 2, day: 5, event_date: '2024-10-05' })).toEqual({
      ok: false,
      error: 'errors.unauthorized',
    });
    signInAs({ kind: 'admin', id: staff.userId });
    expect(await deleteEventDay({ id: 21 })).toEqual({ ok: false, error: 'errors.forbidden' });
    expect(await daysOf(2)).toHaveLength(4);
  });

  it('add a day within the edition’s dates', async () => {
    const created = await createEventDay({ event_id: 2, day: 5, event_date: '2024-10-05' });
    expect(created).toMatchObject({ ok: true });
    expect((await daysOf(2)).at(-1)).toEqual({ day: 5, date: '2024-10-05' });
    expect(await auditEntries('conference-day.create')).toEqual([
      { action: 'conference-day.create', target: String(created.ok && created.data.id), email: 'admin@example.com' },
    ]);
  });

  it('refuse a date outside the edition, on the date field', async () => {
    for (const date of ['2024-10-01', '2024-10-06']) {
      expect(await createEventDay({ event_id: 2, day: 6, event_date: date })).toEqual({
        ok: false,
        error: `${M}.dateOutOfRange`,
        fieldErrors: { event_date: [`${M}.dateOutOfRange`] },
      });
    }
    expect(await createEventDay({ event_id: 99, day: 1, event_date: '2024-10-02' })).toEqual({
      ok: false,
      error: `${M}.eventMissing`,
      fieldErrors: { event_id: [`${M}.eventMissing`] },
    });
    expect(await daysOf(2)).toHaveLength(5);
  });

  it('answer a taken day number with a message (the unique constraint decides), on add and on edit', async () => {
    expect(await createEventDay({ event_id: 2, day: 4, event_date: '2024-10-05' })).toEqual({
      ok: false,
      error: `${M}.dayTaken`,
      fieldErrors: { day: [`${M}.dayTaken`] },
    });
    expect(await updateEventDay({ id: 21, event_id: 2, day: 2, event_date: '2024-10-02' })).toEqual({
      ok: false,
      error: `${M}.dayTaken`,
      fieldErrors: { day: [`${M}.dayTaken`] },
    });
    // The same number in another edition is free.
    expect(await createEventDay({ event_id: 3, day: 4, event_date: '2025-09-13' })).toMatchObject({ ok: true });
  });

  it('edit a day only within its own edition', async () => {
    expect(await updateEventDay({ id: 24, event_id: 2, day: 4, event_date: '2024-10-04' })).toEqual({
      ok: true,
      data: { id: 24 },
    });
    expect(await updateEventDay({ id: 24, event_id: 3, day: 9, event_date: '2025-09-12' })).toEqual({
      ok: false,
      error: 'errors.notFound',
    });
    expect(await updateEventDay({ id: 24, event_id: 2, day: 4, event_date: '2025-09-12' })).toMatchObject({
      ok: false,
      error: `${M}.dateOutOfRange`,
    });
    expect((await daysOf(2))[3]).toEqual({ day: 4, date: '2024-10-04' });
  });

  it('list an edition’s days with what hangs on each, and every edition’s dates by edition then day', async () => {
    await db.insert(conferenceHalls).values({ id: 1, eventId: 2, name: 'Их танхим' });
    await db.insert(conferenceAgendaImages).values([
      { dayId: 22, locale: 'mn', image: 'admin/images/agenda.png' },
      { dayId: 22, locale: 'en', image: 'conference/shared.jpg' },
    ]);
    await db.insert(conferenceSessions).values({ dayId: 22, startsAt: '09:00', endsAt: '10:00', title: 'Нээлт' });
    await db
      .insert(conferencePresentations)
      .values({ dayId: 22, hallId: 1, name: 'Илтгэл', document: 'admin/pdf/talk.pdf' });
    await db.insert(conferenceGalleryImages).values([
      { dayId: 22, image: 'admin/images/photo.png' },
      { dayId: 21, image: 'conference/shared.jpg' },
    ]);

    const days = await listAdminEventDays(2);
    expect(days.find((day) => day.id === 22)).toEqual({
      id: 22,
      day: 2,
      event_date: '2024-10-03',
      agenda: 2,
      sessions: 1,
      presentations: 1,
      photos: 1,
    });
    expect(days.find((day) => day.id === 21)).toMatchObject({ agenda: 0, photos: 1 });
    const dates = await listEventDates({});
    expect(dates.map((date) => `${date.event_id}:${date.day}`)).toEqual([
      '2:1',
      '2:2',
      '2:3',
      '2:4',
      '2:5',
      '3:1',
      '3:2',
      '3:3',
      '3:4',
    ]);
    expect(dates[0]).toEqual({
      id: 21,
      event_id: 2,
      event: 'Mongolia Mining Week 2024',
      day: 1,
      event_date: '2024-10-02',
    });
    expect(await listEventDates({ event: 3 })).toHaveLength(4);
  });

  it('delete a day with everything on it, and the files nothing else shows', async () => {
    for (const key of [
      'admin/images/agenda.png',
      'admin/images/photo.png',
      'admin/pdf/talk.pdf',
      'conference/shared.jpg',
    ])
      await storeFile(storage(), key);
    expect(await deleteEventDay({ id: 22 })).toEqual({ ok: true, data: { id: 22 } });
    expect(await db.$count(conferenceAgendaImages)).toBe(0);
    expect(await db.$count(conferenceSessions)).toBe(0);
    expect(await db.$count(conferencePresentations)).toBe(0);
    expect(await db.$count(conferenceGalleryImages)).toBe(1);
    for (const key of ['admin/images/agenda.png', 'admin/images/photo.png', 'admin/pdf/talk.pdf'])
      expect(await storage().stat(key)).toBeNull();
    // Still a photo of day 1.
    expect(await storage().stat('conference/shared.jpg')).not.toBeNull();
    expect(await deleteEventDay({ id: 22 })).toEqual({ ok: false, error: 'errors.notFound' });
  });
});
