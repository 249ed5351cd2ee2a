import { describe, expect, it } from 'vitest';

import { db } from '@/db';
import { conferenceDays, conferenceEvents, conferenceRegistrations, conferenceSessions } from '@/db/schema';
// Renamed on import: the fixture registers Vitest hooks, it is no React hook.
import { useTestDatabase as prepareTestDatabase } from '@/tests/fixtures/database';

import { constraintViolation, isForeignKeyViolation, isUniqueViolation } from './constraint-violation';

prepareTestDatabase();

async function refusal(write: () => Promise<unknown>): Promise<unknown> {
  return write().then(
    () => null,
    (error: unknown) => error,
  );
}

describe('constraintViolation', () => {
  it('names the kind and the constraint of the database’s refusals, through drizzle’s wrapping', async () => {
    expect(
      constraintViolation(
        await refusal(() => db.insert(conferenceDays).values({ eventId: 99, day: 1, eventDate: '2025-09-11' })),
      ),
    ).toEqual({
      kind: 'foreignKey',
      constraint: 'conference_days_event_id_conference_events_id_fk',
    });
    await db.insert(conferenceEvents).values({
      id: 3,
      name: 'ММВ 2025',
      nameEn: 'MMW 2025',
      year: 2025,
      startsOn: '2025-09-11',
      endsOn: '2025-09-11',
    });
    await db.insert(conferenceDays).values({ id: 31, eventId: 3, day: 1, eventDate: '2025-09-11' });
    const taken = await refusal(() =>
      db.insert(conferenceDays).values({ eventId: 3, day: 1, eventDate: '2025-09-11' }),
    );
    expect(constraintViolation(taken)).toEqual({ kind: 'unique', constraint: 'conference_days_event_day' });
    expect(isUniqueViolation(taken)).toBe(true);
    const backwards = await refusal(() =>
      db.insert(conferenceSessions).values({ dayId: 31, startsAt: '10:00', endsAt: '09:00', title: 'x' }),
    );
    expect(constraintViolation(backwards)?.kind).toBe('check');
  });

  it('takes deleting a row a restricting key still names as a foreign key refusal', async () => {
    await db.insert(conferenceRegistrations).values({
      eventId: 3,
      company: 'A',
      firstName: 'B',
      lastName: 'C',
      country: 'MN',
      email: 'a@b.mn',
      phoneNumber: '1',
    });
    expect(isForeignKeyViolation(await refusal(() => db.delete(conferenceEvents)))).toBe(true);
  });

  it('is null for any other error', () => {
    expect(constraintViolation(new Error('disk full'))).toBeNull();
    expect(constraintViolation(null)).toBeNull();
  });
});
