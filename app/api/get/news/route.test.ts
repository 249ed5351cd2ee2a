import { beforeAll, describe, expect, it } from 'vitest';

import { db } from '@/db';
import { categories, news } from '@/db/schema';
import { useTestDatabase } from '@/tests/fixtures/database';

import { GET } from './route';

useTestDatabase();

beforeAll(async () => {
  await db.insert(categories).values([
    { cid: 7, category: 'Мэдээ мэдээлэл', categoryEn: 'News & media', pageType: 'news', categoryLevel: 1 },
    { cid: 8, pid: 7, category: 'Мэдээ', categoryEn: 'News', pageType: 'news', categoryLevel: 2 },
  ]);
  await db.insert(news).values(
    Array.from({ length: 7 }, (_, index) => ({
      title: `Мэдээ ${index}`,
      titleEn: `News ${index}`,
      image: 'news/a.jpg',
      categoryCid: 8,
    })),
  );
});

const call = (query: string) => GET(new Request(`http://localhost/api/get/news?${query}`));

describe('GET /api/get/news', () => {
  it('answers a page of news with the seeds keys', async () => {
    const response = await call('category=8&lang=en&page=2&limit=6');
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toContain('s-maxage');
    const body = await response.json();
    expect(body).toMatchObject({ totalPages: 2, total: 7 });
    expect(body.news).toHaveLength(1);
    expect(Object.keys(body.news[0])).toEqual(['id', 'title', 'summary', 'image', 'publisher', 'created_at']);
  });

  it('rejects bad parameters with 400 and a message per field in the request language', async () => {
    const response = await call('category=abc&page=0&limit=1000&lang=en');
    expect(response.status).toBe(400);
    const body = await response.json();
    expect(body.message).toBe('The input is not valid.');
    expect(Object.keys(body.errors).sort()).toEqual(['category', 'limit', 'page']);
    expect(body.errors.limit).toBe('The page size is between 1 and 50.');
  });

  it('answers in Mongolian by default', async () => {
    const body = await (await call('lang=fr')).json();
    expect(body).toEqual({ message: 'Оруулсан мэдээлэл буруу байна.', errors: { lang: 'Хэл нь mn эсвэл en байна.' } });
  });
});
