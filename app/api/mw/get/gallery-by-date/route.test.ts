import { beforeAll, describe, expect, it } from 'vitest';

import { db } from '@/db';
import { conferenceDays, conferenceEvents, conferenceGalleryImages } from '@/db/schema';
// Renamed on import: the fixture registers Vitest hooks, it is no React hook.
import { useTestDatabase as prepareTestDatabase } from '@/tests/fixtures/database';

import { GET } from './route';

prepareTestDatabase();

const get = (query: string) => GET(new Request(`http://localhost/api/mw/get/gallery-by-date${query}`));

beforeAll(async () => {
  await db.insert(conferenceEvents).values({
    id: 3,
    name: 'ММВ 2025',
    nameEn: 'MMW 2025',
    year: 2025,
    startsOn: '2025-09-11',
    endsOn: '2025-09-11',
    isCurrent: true,
  });
  await db.insert(conferenceDays).values({ id: 31, eventId: 3, day: 1, eventDate: '2025-09-11' });
  await db
    .insert(conferenceGalleryImages)
    .values(
      Array.from({ length: 14 }, (_, index) => ({ id: index + 1, dayId: 31, image: `conference/g-${index + 1}.jpg` })),
    );
});

describe('GET /api/mw/get/gallery-by-date', () => {
  it('answers a day’s photos twelve at a time, the last page shorter', async () => {
    const first = (await (await get('?id=31')).json()) as { images: Array<{ id: number; image: string }> };
    expect(first.images).toHaveLength(12);
    expect(first.images[0]).toEqual({ id: 1, image: '/files/conference/g-1.jpg' });
    const rest = (await (await get('?id=31&limit=12&offset=12')).json()) as { images: unknown[] };
    expect(rest.images).toHaveLength(2);
    expect((await (await get('?id=99')).json()) as unknown).toEqual({ images: [] });
  });

  it('refuses a missing day and a limit past 48', async () => {
    expect((await get('')).status).toBe(400);
    expect((await get('?id=31&limit=500')).status).toBe(400);
  });
});
