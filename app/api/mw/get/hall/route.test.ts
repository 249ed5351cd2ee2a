import { beforeAll, describe, expect, it } from 'vitest';

import { db } from '@/db';
import { conferenceHalls } from '@/db/schema';
import { insertTestEditions } from '@/tests/fixtures/schedule-editions';
// Renamed on import: the fixture registers Vitest hooks, it is no React hook.
import { useTestDatabase as prepareTestDatabase } from '@/tests/fixtures/database';

import { GET } from './route';

prepareTestDatabase();

const get = (query: string) => GET(new Request(`http://localhost/api/mw/get/hall${query}`));

beforeAll(async () => {
  await insertTestEditions();
  await db.insert(conferenceHalls).values([
    { eventId: 3, name: 'Б танхим', nameEn: 'Hall B', position: 1 },
    { eventId: 3, name: 'Их танхим', nameEn: 'Main hall', position: 0 },
    { eventId: 2, name: '2024 танхим', nameEn: '', position: 0 },
  ]);
});

describe('GET /api/mw/get/hall', () => {
  it('answers the current edition’s halls in their order, to anyone, for shared caches', async () => {
    const response = await get('');
    expect(response.status).toBe(200);
    expect(response.headers.get('Cache-Control')).toContain('s-maxage');
    const body = (await response.json()) as { hall: Array<Record<string, unknown>> };
    expect(body.hall.map(({ hall_name, hall_name_en }) => ({ hall_name, hall_name_en }))).toEqual([
      { hall_name: 'Их танхим', hall_name_en: 'Main hall' },
      { hall_name: 'Б танхим', hall_name_en: 'Hall B' },
    ]);
    expect(Object.keys(body.hall[0] ?? {}).sort()).toEqual(['hall_name', 'hall_name_en', 'id']);
  });

  it('answers another edition’s halls, and none for an edition without any', async () => {
    expect(
      ((await (await get('?event=2')).json()) as { hall: Array<{ hall_name: string }> }).hall.map(
        (hall) => hall.hall_name,
      ),
    ).toEqual(['2024 танхим']);
    expect(await (await get('?event=9')).json()).toEqual({ hall: [] });
  });

  it('answers 400 to an event that is no id', async () => {
    const response = await get('?event=abc&lang=en');
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ message: expect.any(String), errors: { event: expect.any(String) } });
  });
});
