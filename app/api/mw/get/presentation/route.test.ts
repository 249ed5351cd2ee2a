import { beforeAll, describe, expect, it } from 'vitest';

import { db } from '@/db';
import { conferenceHalls, conferencePresentations } from '@/db/schema';
import { insertTestEditions } from '@/tests/fixtures/schedule-editions';
// Renamed on import: the fixture registers Vitest hooks, it is no React hook.
import { useTestDatabase as prepareTestDatabase } from '@/tests/fixtures/database';

import { GET } from './route';

prepareTestDatabase();

const get = (query: string) => GET(new Request(`http://localhost/api/mw/get/presentation${query}`));
let hall = 0;

beforeAll(async () => {
  await insertTestEditions();
  const [main] = await db
    .insert(conferenceHalls)
    .values({ eventId: 3, name: 'Их танхим', nameEn: 'Main hall' })
    .returning({ id: conferenceHalls.id });
  hall = main?.id ?? 0;
  await db.insert(conferencePresentations).values([
    { dayId: 31, hallId: hall, name: 'Ус', nameEn: 'Water', document: 'conference/water.pdf', position: 1 },
    { dayId: 31, hallId: hall, name: 'Бодлого', nameEn: '', document: 'conference/policy.pdf', position: 0 },
    { dayId: 32, hallId: hall, name: 'Дижитал', nameEn: 'Digital', document: 'conference/digital.pdf', position: 0 },
  ]);
});

describe('GET /api/mw/get/presentation', () => {
  it('answers a day’s presentations in a hall in their order, with their PDF addresses', async () => {
    const response = await get(`?hall=${hall}&agenda=31`);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      presentations: [
        { id: expect.any(Number), present_name: 'Бодлого', present_url: '/files/conference/policy.pdf' },
        { id: expect.any(Number), present_name: 'Ус', present_url: '/files/conference/water.pdf' },
      ],
    });
  });

  it('names them in English when asked, falling back to Mongolian', async () => {
    const body = (await (await get(`?hall=${hall}&agenda=31&lang=en`)).json()) as {
      presentations: Array<{ present_name: string }>;
    };
    // 'Бодлого' has no English name yet: the Mongolian one stands in rather than an empty title.
    expect(body.presentations.map((row) => row.present_name)).toEqual(['Бодлого', 'Water']);
    expect(await (await get(`?hall=${hall}&agenda=21`)).json()).toEqual({ presentations: [] });
  });

  it('answers 400 without a hall or a day', async () => {
    const response = await get('?agenda=x');
    expect(response.status).toBe(400);
    expect(Object.keys(((await response.json()) as { errors: object }).errors).sort()).toEqual(['agenda', 'hall']);
  });
});
