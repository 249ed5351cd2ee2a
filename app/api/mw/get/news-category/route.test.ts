import { beforeAll, describe, expect, it } from 'vitest';

import { db } from '@/db';
import { conferenceEvents, conferenceMenuCategories, conferenceNews } from '@/db/schema';
// Renamed on import: the fixture registers Vitest hooks, it is no React hook.
import { useTestDatabase as prepareTestDatabase } from '@/tests/fixtures/database';

import { GET } from './route';

prepareTestDatabase();

const get = (query: string) => GET(new Request(`http://localhost/api/mw/get/news-category${query}`));

beforeAll(async () => {
  await db.insert(conferenceEvents).values([
    { id: 1, name: 'ММВ 2023', nameEn: 'MMW 2023', year: 2023, startsOn: '2023-10-04', endsOn: '2023-10-06' },
    {
      id: 3,
      name: 'ММВ 2025',
      nameEn: 'MMW 2025',
      year: 2025,
      startsOn: '2025-09-11',
      endsOn: '2025-09-13',
      isCurrent: true,
    },
  ]);
  await db.insert(conferenceMenuCategories).values([
    { cid: 1, category: 'Нүүр', categoryEn: 'Home', pageType: 'static' },
    { cid: 3, category: 'Мэдээ', categoryEn: 'News', pageType: 'news', position: 1 },
    { cid: 6, category: 'Хэвлэл', categoryEn: 'Press', pageType: 'news', position: 2 },
    { cid: 7, category: 'Нуугдсан', categoryEn: 'Hidden', pageType: 'news', categoryStatus: false, position: 3 },
  ]);
  const item = { image: 'conference/n.jpg', title: 'Мэдээ' };
  await db.insert(conferenceNews).values([
    { ...item, eventId: 1, categoryCid: 3 },
    { ...item, eventId: 1, categoryCid: 3 },
    { ...item, eventId: 1, categoryCid: 3, newsStatus: false },
    { ...item, eventId: 3, categoryCid: 6 },
    { ...item, eventId: 3, categoryCid: 7 },
  ]);
});

describe('GET /api/mw/get/news-category', () => {
  it('counts published news of the active news categories, in menu order', async () => {
    expect(await (await get('')).json()).toEqual({
      categories: [
        { id: 3, category: 'Мэдээ', category_en: 'News', news_count: 2 },
        { id: 6, category: 'Хэвлэл', category_en: 'Press', news_count: 1 },
      ],
    });
  });

  it('counts one edition’s news when asked, keeping the empty categories', async () => {
    expect(await (await get('?event=3')).json()).toEqual({
      categories: [
        { id: 3, category: 'Мэдээ', category_en: 'News', news_count: 0 },
        { id: 6, category: 'Хэвлэл', category_en: 'Press', news_count: 1 },
      ],
    });
  });

  it('refuses an event that is no id', async () => {
    expect((await get('?event=abc')).status).toBe(400);
  });
});
