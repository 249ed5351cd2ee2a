import { beforeAll, describe, expect, it } from 'vitest';

import { db } from '@/db';
import { conferenceEvents, conferencePresenters } from '@/db/schema';
// Renamed on import: the fixture registers Vitest hooks, it is no React hook.
import { useTestDatabase as prepareTestDatabase } from '@/tests/fixtures/database';

import { listPresenters } from './public-queries';

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
  await db.insert(conferencePresenters).values([
    { eventId: 3, nameMn: 'Б.Бат', nameEn: 'B. Bat', image: 'conference/b.jpg', queue: 2 },
    {
      eventId: 3,
      nameMn: 'Д.Сараа',
      nameEn: 'D. Saraa',
      positionMn: 'Дарга',
      positionEn: 'Head',
      image: 'conference/s.jpg',
      queue: 1,
    },
  ]);
});

describe('the conference speakers on the public site', () => {
  it('lists the speakers in queue order', async () => {
    expect(await listPresenters(3, 'en')).toEqual([
      { id: 2, name: 'D. Saraa', position: 'Head', image: '/files/conference/s.jpg' },
      { id: 1, name: 'B. Bat', position: '', image: '/files/conference/b.jpg' },
    ]);
  });
});
