import { beforeAll, describe, expect, it } from 'vitest';

import { db } from '@/db';
import { conferenceDays, conferenceEvents, conferenceHalls, conferencePresentations, conferencePresenters } from '@/db/schema';
// Renamed on import: the fixture registers Vitest hooks, it is no React hook.
import { useTestDatabase as prepareTestDatabase } from '@/tests/fixtures/database';

import { getArchivedEdition, getCurrentEdition, listArchivedYears, listPresentationDays, listPresenters } from './public-queries';

prepareTestDatabase();

beforeAll(async () => {
  await db.insert(conferenceEvents).values([
    { id: 1, name: 'ММВ 2023', nameEn: '', year: 2023, startsOn: '2023-10-04', endsOn: '2023-10-06' },
    { id: 2, name: 'ММВ 2024', nameEn: 'MMW 2024', year: 2024, startsOn: '2024-10-02', endsOn: '2024-10-05' },
    { id: 3, name: 'ММВ 2025', nameEn: 'MMW 2025', year: 2025, startsOn: '2025-09-11', endsOn: '2025-09-12', isCurrent: true, poster: 'conference/p.jpg' },
  ]);
  await db.insert(conferenceDays).values([
    { id: 31, eventId: 3, day: 1, eventDate: '2025-09-11' },
    { id: 32, eventId: 3, day: 2, eventDate: '2025-09-12' },
  ]);
  await db.insert(conferenceHalls).values([
    { id: 1, eventId: 3, name: 'Их танхим', nameEn: 'Main hall', position: 0 },
    { id: 2, eventId: 3, name: 'Б танхим', nameEn: '', position: 1 },
  ]);
  await db.insert(conferencePresentations).values([{ dayId: 31, hallId: 2, name: 'Бодлого', nameEn: 'Policy', document: 'conference/a.pdf' }]);
  await db.insert(conferencePresenters).values([
    { eventId: 3, nameMn: 'Б.Бат', nameEn: 'B. Bat', image: 'conference/b.jpg', queue: 2 },
    { eventId: 3, nameMn: 'Д.Сараа', nameEn: 'D. Saraa', positionMn: 'Дарга', positionEn: 'Head', image: 'conference/s.jpg', queue: 1 },
  ]);
});

describe('conference editions', () => {
  it('finds the current edition and the archived ones by year, never the current one as an archive', async () => {
    expect(await getCurrentEdition('en')).toMatchObject({ id: 3, year: 2025, name: 'MMW 2025', poster: '/files/conference/p.jpg', video: '' });
    expect(await getArchivedEdition(2023, 'en')).toMatchObject({ id: 1, name: 'ММВ 2023' });
    expect(await getArchivedEdition(2025, 'mn')).toBeNull();
    expect(await listArchivedYears()).toEqual([2024, 2023]);
  });

  it('refuses a second current edition', async () => {
    await expect(db.insert(conferenceEvents).values({ id: 4, name: 'x', nameEn: 'x', year: 2026, startsOn: '2026-09-01', endsOn: '2026-09-02', isCurrent: true })).rejects.toThrow();
  });

  it('lists every hall of every day with its presentations, and the speakers in queue order', async () => {
    const days = await listPresentationDays(3, 'en');

    expect(days.map((day) => [day.day, day.halls.map((hall) => [hall.name, hall.presentations.map((talk) => talk.name)])])).toEqual([
      [1, [['Main hall', []], ['Б танхим', ['Policy']]]],
      [2, [['Main hall', []], ['Б танхим', []]]],
    ]);
    expect(days[0]?.halls[1]?.presentations[0]?.document).toBe('/files/conference/a.pdf');
    expect(await listPresenters(3, 'en')).toEqual([
      { id: 2, name: 'D. Saraa', position: 'Head', image: '/files/conference/s.jpg' },
      { id: 1, name: 'B. Bat', position: '', image: '/files/conference/b.jpg' },
    ]);
  });
});
