import { beforeAll, describe, expect, it } from 'vitest';

import { db } from '@/db';
import { conferenceAgendaImages } from '@/db/schema';
// Renamed on import: the fixture registers Vitest hooks, it is no React hook.
import { useTestDatabase as prepareTestDatabase } from '@/tests/fixtures/database';

import { insertTestEditions } from '@/tests/fixtures/schedule-editions';
import { listAdminAgenda } from './queries';

prepareTestDatabase();

beforeAll(async () => {
  await insertTestEditions();
  await db.insert(conferenceAgendaImages).values([
    { dayId: 32, locale: 'en', image: 'conference/d2-en-1.jpg', position: 0 },
    { dayId: 31, locale: 'en', image: 'conference/d1-en.jpg', position: 0 },
    { dayId: 31, locale: 'mn', image: 'conference/d1-mn-2.jpg', position: 1 },
    { dayId: 31, locale: 'mn', image: 'conference/d1-mn-1.jpg', position: 0 },
    { dayId: 32, locale: 'mn', image: 'conference/d2-mn.jpg', position: 0 },
    { dayId: 21, locale: 'mn', image: 'conference/2024.jpg', position: 0 },
  ]);
});

const images = (page: Awaited<ReturnType<typeof listAdminAgenda>>) =>
  page.agenda.map((row) => row.image_key.replace('conference/', ''));

describe('listAdminAgenda', () => {
  it('lists an edition’s pages by day, Mongolian before English, each language in its order', async () => {
    const page = await listAdminAgenda({ eventId: 3, language: 'all', page: 1, limit: 10 });
    expect(images(page)).toEqual(['d1-mn-1.jpg', 'd1-mn-2.jpg', 'd1-en.jpg', 'd2-mn.jpg', 'd2-en-1.jpg']);
    expect(page).toMatchObject({ total: 5, totalPages: 1 });
    expect(page.agenda[2]).toEqual({
      id: expect.any(Number),
      event_date_id: 31,
      language_id: 2,
      event_date: '2025-09-11',
      day: 1,
      agenda_image: '/files/conference/d1-en.jpg',
      image_key: 'conference/d1-en.jpg',
      event: 'ММВ 2025',
      language: 'English',
    });
  });

  it('filters by language and pages in the database, counting only what the filter keeps', async () => {
    const english = await listAdminAgenda({ eventId: 3, language: '2', page: 1, limit: 10 });
    expect(images(english)).toEqual(['d1-en.jpg', 'd2-en-1.jpg']);
    expect(english.total).toBe(2);
    const second = await listAdminAgenda({ eventId: 3, language: 'all', page: 2, limit: 2 });
    expect(images(second)).toEqual(['d1-en.jpg', 'd2-mn.jpg']);
    expect(second).toMatchObject({ total: 5, totalPages: 3 });
  });

  it('keeps editions apart and answers an empty page without an edition', async () => {
    expect(images(await listAdminAgenda({ eventId: 2, language: 'all', page: 1, limit: 10 }))).toEqual(['2024.jpg']);
    expect(await listAdminAgenda({ eventId: 2, language: '2', page: 1, limit: 10 })).toEqual({
      agenda: [],
      total: 0,
      totalPages: 1,
    });
    expect(await listAdminAgenda({ eventId: null, language: 'all', page: 1, limit: 10 })).toEqual({
      agenda: [],
      total: 0,
      totalPages: 1,
    });
  });
});
