import { beforeAll, describe, expect, it } from 'vitest';

import { db } from '@/db';
import { conferenceDays, conferenceEvents, conferenceHalls, conferencePresentations } from '@/db/schema';
// Renamed on import: the fixture registers Vitest hooks, it is no React hook.
import { useTestDatabase as prepareTestDatabase } from '@/tests/fixtures/database';

import { listPresentationDays } from './public-queries';

prepareTestDatabase();

beforeAll(async () => {
  await db.insert(conferenceEvents).values([
    {
      id: 3,
      name: 'ММВ 2025',
      nameEn: 'MMW 2025',
      year: 2025,
      startsOn: '2025-09-11',
      endsOn: '2025-09-12',
      isCurrent: true,
      poster: 'conference/p.jpg',
    },
  ]);
  await db.insert(conferenceDays).values([
    { id: 31, eventId: 3, day: 1, eventDate: '2025-09-11' },
    { id: 32, eventId: 3, day: 2, eventDate: '2025-09-12' },
  ]);
  await db.insert(conferenceHalls).values([
    { id: 1, eventId: 3, name: 'Их танхим', nameEn: 'Main hall', position: 0 },
    { id: 2, eventId: 3, name: 'Б танхим', nameEn: '', position: 1 },
  ]);
  await db
    .insert(conferencePresentations)
    .values([{ dayId: 31, hallId: 2, name: 'Бодлого', nameEn: 'Policy', document: 'conference/a.pdf' }]);
});

describe('the conference schedule on the public site', () => {
  it('lists every hall of every day with its presentations', async () => {
    const days = await listPresentationDays(3, 'en');

    expect(
      days.map((day) => [day.day, day.halls.map((hall) => [hall.name, hall.presentations.map((talk) => talk.name)])]),
    ).toEqual([
      [
        1,
        [
          ['Main hall', []],
          ['Б танхим', ['Policy']],
        ],
      ],
      [
        2,
        [
          ['Main hall', []],
          ['Б танхим', []],
        ],
      ],
    ]);
    expect(days[0]?.halls[1]?.presentations[0]?.document).toBe('/files/conference/a.pdf');
  });
});
