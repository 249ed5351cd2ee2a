import { describe, expect, it } from 'vitest';

import { db } from '@/db';
import { conferenceDays, conferenceEvents, conferenceSessions } from '@/db/schema';
import { ok } from '@/lib/action-result';
// Renamed on import: the fixture registers Vitest hooks, it is no React hook.
import { useTestDatabase as prepareTestDatabase } from '@/tests/fixtures/database';

import { refusedByConstraint } from './constraint-errors';

prepareTestDatabase();

const session = { dayId: 31, startsAt: '10:00', endsAt: '11:00', title: 'Нээлт' };
const MESSAGES = { foreignKey: 'gone', check: 'order', unique: 'taken' };

describe('refusedByConstraint', () => {
  it('turns the database’s foreign key, check and unique refusals into their messages', async () => {
    expect(
      await refusedByConstraint(MESSAGES, async () => ok(await db.insert(conferenceSessions).values(session))),
    ).toEqual({ ok: false, error: 'gone' });

    await db.insert(conferenceEvents).values({
      id: 3,
      name: 'ММВ 2025',
      nameEn: 'MMW 2025',
      year: 2025,
      startsOn: '2025-09-11',
      endsOn: '2025-09-11',
    });
    await db.insert(conferenceDays).values({ id: 31, eventId: 3, day: 1, eventDate: '2025-09-11' });
    expect(
      await refusedByConstraint(MESSAGES, async () =>
        ok(await db.insert(conferenceSessions).values({ ...session, endsAt: '09:00' })),
      ),
    ).toEqual({ ok: false, error: 'order' });
    expect(
      await refusedByConstraint(MESSAGES, async () =>
        ok(await db.insert(conferenceDays).values({ eventId: 3, day: 1, eventDate: '2025-09-12' })),
      ),
    ).toEqual({ ok: false, error: 'taken' });
  });

  it('lets other errors and refusals without a message go on up', async () => {
    await expect(
      refusedByConstraint({ unique: 'taken' }, async () =>
        ok(await db.insert(conferenceSessions).values({ ...session, dayId: 99 })),
      ),
    ).rejects.toThrow();
    await expect(refusedByConstraint(MESSAGES, async () => Promise.reject(new Error('disk full')))).rejects.toThrow(
      'disk full',
    );
  });
});
