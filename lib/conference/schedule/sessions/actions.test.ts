import { beforeAll, beforeEach, describe, expect, it } from 'vitest';

import { db } from '@/db';
import { conferenceSessions } from '@/db/schema';
import { auditEntries } from '@/tests/fixtures/admin-action-context';
// Renamed on import: the fixture registers Vitest hooks, it is no React hook.
import { useTestDatabase as prepareTestDatabase } from '@/tests/fixtures/database';
import { createStaffAccounts } from '@/tests/fixtures/staff-accounts';
import { signInAs } from '@/tests/fixtures/signed-in';

import { insertTestEditions } from '@/tests/fixtures/schedule-editions';
import { createSession, deleteSession, updateSession } from './actions';
import { listDaySessions } from './queries';

prepareTestDatabase();

let staff = { adminId: 0, moderatorId: 0, userId: 0 };
const opening = {
  event_date_id: 31,
  starts_at: '09:00',
  ends_at: '10:00',
  title: 'Нээлт',
  title_en: 'Opening',
  place: 'Их танхим',
  place_en: 'Main hall',
};

beforeAll(async () => {
  staff = await createStaffAccounts();
  await insertTestEditions();
});

beforeEach(() => {
  signInAs({ kind: 'admin', id: staff.adminId });
});

describe('programme actions', () => {
  it('refuse a visitor and a read-only account', async () => {
    signInAs(null);
    for (const action of [createSession, updateSession, deleteSession]) {
      expect(await action({ id: 1 })).toEqual({ ok: false, error: 'errors.unauthorized' });
    }
    signInAs({ kind: 'admin', id: staff.userId });
    expect(await createSession(opening)).toEqual({ ok: false, error: 'errors.forbidden' });
    expect(await db.$count(conferenceSessions)).toBe(0);
  });

  it('refuse an end before the start and a day that does not exist', async () => {
    expect(await createSession({ ...opening, ends_at: '08:30' })).toEqual({
      ok: false,
      error: 'errors.invalidInput',
      fieldErrors: { ends_at: ['admin.weekAgenda.programme.errors.endBeforeStart'] },
    });
    expect(await createSession({ ...opening, event_date_id: 99 })).toEqual({
      ok: false,
      error: 'admin.weekAgenda.errors.dayMissing',
    });
  });

  it('add, edit and delete items, listed by time, each in the audit log', async () => {
    const later = await createSession({
      ...opening,
      starts_at: '14:00',
      ends_at: '15:30',
      title: 'Хэлэлцүүлэг',
      title_en: 'Panel',
    });
    const first = await createSession(opening);
    if (!later.ok || !first.ok) throw new Error('not created');
    expect((await listDaySessions(31)).map((session) => [session.starts_at, session.ends_at, session.title])).toEqual([
      ['09:00', '10:00', 'Нээлт'],
      ['14:00', '15:30', 'Хэлэлцүүлэг'],
    ]);

    expect(
      await updateSession({
        ...opening,
        id: first.data.id,
        starts_at: '16:00',
        ends_at: '17:00',
        place: '',
        place_en: '',
      }),
    ).toEqual({ ok: true, data: { id: first.data.id } });
    expect(await listDaySessions(31)).toEqual([
      expect.objectContaining({ id: later.data.id }),
      {
        id: first.data.id,
        event_date_id: 31,
        starts_at: '16:00',
        ends_at: '17:00',
        title: 'Нээлт',
        title_en: 'Opening',
        place: '',
        place_en: '',
      },
    ]);
    expect(await deleteSession({ id: later.data.id })).toEqual({ ok: true, data: { id: later.data.id } });
    expect(await deleteSession({ id: later.data.id })).toEqual({
      ok: false,
      error: 'admin.weekAgenda.errors.notFound',
    });
    expect(await updateSession({ ...opening, id: later.data.id })).toEqual({
      ok: false,
      error: 'admin.weekAgenda.errors.notFound',
    });

    expect((await auditEntries('conference-session.create')).map((entry) => entry.target)).toEqual([
      String(later.data.id),
      String(first.data.id),
    ]);
    expect(await auditEntries('conference-session.update')).toEqual([
      { action: 'conference-session.update', target: String(first.data.id), email: 'admin@example.com' },
    ]);
    expect((await auditEntries('conference-session.delete')).map((entry) => entry.target)).toEqual([
      String(later.data.id),
    ]);
  });
});
