import { beforeAll, describe, expect, it } from 'vitest';

import { db } from '@/db';
import { categories, staticPages } from '@/db/schema';
import { useTestDatabase } from '@/tests/fixtures/database';

import { GET } from './route';

useTestDatabase();

beforeAll(async () => {
  await db.insert(categories).values([
    { cid: 7, category: 'Мэдээ мэдээлэл', categoryEn: 'News & media', pageType: 'news', categoryLevel: 1 },
    { cid: 19, category: 'Төслүүд', categoryEn: 'Projects', pageType: 'static', categoryLevel: 1 },
    {
      cid: 23,
      pid: 19,
      category: 'Ирээдүйн уурхайчид',
      categoryEn: 'Future miners',
      pageType: 'static',
      categoryLevel: 2,
    },
  ]);
  await db
    .insert(staticPages)
    .values({ categoryCid: 23, text: '<p>Сурагчид</p>', textEn: '<p>Pupils<img src="x" onerror="alert(1)"></p>' });
});

const call = (query: string) => GET(new Request(`http://localhost/api/get/static-data?${query}`));

describe('GET /api/get/static-data', () => {
  it('answers the static data of a category asked by pid or cid', async () => {
    const response = await call('pid=23');
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      static: { id: 1, category_cid: 23, text: '<p>Сурагчид</p>', text_en: '<p>Pupils<img src="x" /></p>' },
    });
    expect((await (await call('cid=23')).json()).static.category_cid).toBe(23);
  });

  it('answers null for a static category whose text is not written yet', async () => {
    expect(await (await call('cid=19')).json()).toEqual({ static: null });
  });

  it('is 404 for news categories and unknown ids', async () => {
    const response = await call('cid=7&lang=en');
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ message: 'Nothing was found.' });
    expect((await call('pid=999')).status).toBe(404);
  });

  it('is 400 without a category or with a bad one', async () => {
    const missing = await call('');
    expect(missing.status).toBe(400);
    expect((await missing.json()).errors).toEqual({ pid: 'Эерэг бүхэл тоо оруулна уу.' });
    expect((await call('pid=abc')).status).toBe(400);
  });
});
