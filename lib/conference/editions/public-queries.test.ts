import { beforeAll, describe, expect, it } from 'vitest';

import { db } from '@/db';
import { conferenceEvents } from '@/db/schema';
// Renamed on import: the fixture registers Vitest hooks, it is no React hook.
import { useTestDatabase as prepareTestDatabase } from '@/tests/fixtures/database';

import { getArchivedEdition, getCurrentEdition, listArchivedYears } from './public-queries';

prepareTestDatabase();

beforeAll(async () => {
  await db.insert(conferenceEvents).values([
    { id: 1, name: 'ММВ 2023', nameEn: '', year: 2023, startsOn: '2023-10-04', endsOn: '2023-10-06' },
    { id: 2, name: 'ММВ 2024', nameEn: 'MMW 2024', year: 2024, startsOn: '2024-10-02', endsOn: '2024-10-05' },
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
});

describe('conference editions', () => {
  it('finds the current edition and the archived ones by year, never the current one as an archive', async () => {
    expect(await getCurrentEdition('en')).toMatchObject({
      id: 3,
      year: 2025,
      name: 'MMW 2025',
      poster: '/files/conference/p.jpg',
      video: '',
    });
    expect(await getArchivedEdition(2023, 'en')).toMatchObject({ id: 1, name: 'ММВ 2023' });
    expect(await getArchivedEdition(2025, 'mn')).toBeNull();
    expect(await listArchivedYears()).toEqual([2024, 2023]);
  });

  it('refuses a second current edition', async () => {
    await expect(
      db.insert(conferenceEvents).values({
        id: 4,
        name: 'x',
        nameEn: 'x',
        year: 2026,
        startsOn: '2026-09-01',
        endsOn: '2026-09-02',
        isCurrent: true,
      }),
    ).rejects.toThrow();
  });
});
