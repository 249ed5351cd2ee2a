import { beforeAll, describe, expect, it } from 'vitest';

import { db } from '@/db';
import { conferenceEvents, conferenceMenuCategories, conferenceNews } from '@/db/schema';
// Renamed on import: the fixture registers Vitest hooks, it is no React hook.
import { useTestDatabase as prepareTestDatabase } from '@/tests/fixtures/database';
import { createStaffAccounts } from '@/tests/fixtures/staff-accounts';
import { signInAs } from '@/tests/fixtures/signed-in';

import { GET } from './route';

prepareTestDatabase();

const ids = { reader: 0, archive: 0, current: 0, news: 0, press: 0 };
const get = (query = '') => GET(new Request(`http://localhost/api/mw/get/news${query}`));
type Body = {
  news: Array<{
    title: string;
    title_en: string;
    news_status: boolean;
    image: string;
    category: string;
    event: string;
  }>;
  total: number;
  totalPages: number;
};

beforeAll(async () => {
  ids.reader = (await createStaffAccounts()).userId;
  const editions = await db
    .insert(conferenceEvents)
    .values([
      { name: 'MW 2023', nameEn: 'MW 2023', year: 2023, startsOn: '2023-10-04', endsOn: '2023-10-06' },
      { name: 'MW 2025', nameEn: 'MW 2025', year: 2025, startsOn: '2025-09-11', endsOn: '2025-09-13', isCurrent: true },
    ])
    .returning({ id: conferenceEvents.id });
  ids.archive = editions[0]?.id ?? 0;
  ids.current = editions[1]?.id ?? 0;
  const categories = await db
    .insert(conferenceMenuCategories)
    .values([
      { category: 'Мэдээ', categoryEn: 'News', pageType: 'news' },
      { category: 'Хэвлэлийн мэдээ', categoryEn: 'Press releases', pageType: 'news' },
    ])
    .returning({ cid: conferenceMenuCategories.cid });
  ids.news = categories[0]?.cid ?? 0;
  ids.press = categories[1]?.cid ?? 0;
  // 12 items of 2025 (every third one a press release, the fifth hidden) and one of 2023.
  await db.insert(conferenceNews).values([
    ...Array.from({ length: 12 }, (_, index) => ({
      eventId: ids.current,
      categoryCid: index % 3 === 0 ? ids.press : ids.news,
      image: `conference/news-${index}.jpg`,
      title: index === 7 ? 'ҮЗЭСГЭЛЭНГИЙН талбай' : `Мэдээ ${index}`,
      titleEn: index === 4 ? 'Hidden EXHIBITION note' : '',
      newsStatus: index !== 4,
      createdAt: new Date(Date.UTC(2025, 5, index + 1)),
    })),
    {
      eventId: ids.archive,
      categoryCid: ids.news,
      image: 'conference/old.jpg',
      title: 'Хуучин мэдээ',
      createdAt: new Date(Date.UTC(2023, 5, 1)),
    },
  ]);
});

describe('GET /api/mw/get/news', () => {
  it('answers 401 to a visitor and a member organisation, 200 to any staff account', async () => {
    signInAs(null);
    expect((await get()).status).toBe(401);
    signInAs({ kind: 'member', id: 1 });
    expect((await get()).status).toBe(401);
    signInAs({ kind: 'admin', id: ids.reader });
    const response = await get();
    expect(response.status).toBe(200);
    expect(response.headers.get('Cache-Control')).toBe('private, no-store');
  });

  it('answers every edition’s news, hidden ones too, newest first, ten a page by default', async () => {
    signInAs({ kind: 'admin', id: ids.reader });
    const body = (await (await get()).json()) as Body;
    expect(Object.keys(body).sort()).toEqual(['news', 'total', 'totalPages']);
    expect(body).toMatchObject({ total: 13, totalPages: 2 });
    expect(body.news).toHaveLength(10);
    expect(body.news[0]).toMatchObject({
      title: 'Мэдээ 11',
      image: '/files/conference/news-11.jpg',
      event: 'MW 2025',
      category: 'Мэдээ',
    });
    expect(body.news.some((item) => !item.news_status)).toBe(true);
    const last = (await (await get('?page=2')).json()) as Body;
    expect(last.news.map((item) => item.title).at(-1)).toBe('Хуучин мэдээ');
  });

  it('filters by edition and category and searches both titles case-insensitively, in the database', async () => {
    signInAs({ kind: 'admin', id: ids.reader });
    const press = (await (await get(`?event=${ids.current}&category=${ids.press}&limit=20`)).json()) as Body;
    expect(press).toMatchObject({ total: 4, totalPages: 1 });
    expect(press.news.every((item) => item.category === 'Хэвлэлийн мэдээ')).toBe(true);
    const archive = (await (await get(`?event=${ids.archive}`)).json()) as Body;
    expect(archive.news.map((item) => item.title)).toEqual(['Хуучин мэдээ']);
    const cyrillic = (await (await get(`?search=${encodeURIComponent('үзэсгэлэн')}`)).json()) as Body;
    expect(cyrillic.news.map((item) => item.title)).toEqual(['ҮЗЭСГЭЛЭНГИЙН талбай']);
    const latin = (await (await get('?search=exhibition')).json()) as Body;
    expect(latin.news.map((item) => item.title_en)).toEqual(['Hidden EXHIBITION note']);
    const literal = (await (await get(`?search=${encodeURIComponent('%')}`)).json()) as Body;
    expect(literal.total).toBe(0);
  });

  it('answers 400 with the field’s message for malformed input, never a 500', async () => {
    signInAs({ kind: 'admin', id: ids.reader });
    for (const [query, field] of [
      ['?limit=15', 'limit'],
      ['?page=0', 'page'],
      ['?event=abc', 'event'],
      ['?category=1.5', 'category'],
    ] as const) {
      const response = await get(query);
      expect(response.status, query).toBe(400);
      const body = (await response.json()) as { message: string; errors: Record<string, string> };
      expect(body.message).toBe('Оруулсан мэдээлэл буруу байна.');
      expect(Object.keys(body.errors)).toEqual([field]);
    }
  });
});
