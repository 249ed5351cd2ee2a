import { beforeAll, describe, expect, it } from 'vitest';

import { db } from '@/db';
import { adminAccounts, categories, news } from '@/db/schema';
// Renamed on import: the fixture registers Vitest hooks, it is no React hook.
import { useTestDatabase as prepareTestDatabase } from '@/tests/fixtures/database';
import { signInAs } from '@/tests/fixtures/signed-in';

import { GET } from './route';

prepareTestDatabase();

const ids = { admin: 0, member: 0, events: 0 };

beforeAll(async () => {
  const accounts = await db
    .insert(adminAccounts)
    .values({ email: 'admin@example.com', firstName: 'Болормаа' })
    .returning({ id: adminAccounts.id });
  ids.admin = accounts[0]?.id ?? 0;
  const [root] = await db
    .insert(categories)
    .values({ category: 'Мэдээ мэдээлэл', categoryEn: 'News', pageType: 'news' })
    .returning({ cid: categories.cid });
  const [events] = await db
    .insert(categories)
    .values({ pid: root?.cid, category: 'Арга хэмжээ', categoryEn: 'Events', pageType: 'news', categoryLevel: 2 })
    .returning({ cid: categories.cid });
  ids.events = events?.cid ?? 0;
  await db.insert(news).values(
    Array.from({ length: 7 }, (_, index) => ({
      image: `news/${index}.jpg`,
      title: `Мэдээ ${index}`,
      categoryCid: index < 6 ? ids.events : (root?.cid ?? 0),
      newsStatus: index !== 2,
      createdAt: new Date(Date.UTC(2025, 0, index + 1)),
    })),
  );
});

const get = (query: string) => GET(new Request(`http://localhost/api/admin/get/news${query}`));

describe('GET /api/admin/get/news', () => {
  // Reading is every staff role's right (role 3 is read-only), so no staff account gets a 403 here.
  it('answers 401 to a visitor and to a member organisation, 200 to a read-only staff user', async () => {
    signInAs(null);
    expect((await get('')).status).toBe(401);
    signInAs({ kind: 'member', id: 1 });
    expect((await get('')).status).toBe(401);
    const [reader] = await db
      .insert(adminAccounts)
      .values({ email: 'reader@example.com', firstName: 'Дорж', accountRole: 3 })
      .returning({ id: adminAccounts.id });
    signInAs({ kind: 'admin', id: reader?.id ?? 0 });
    expect((await get('')).status).toBe(200);
  });

  it('answers the seeds keys, 5 newest first by default, inactive news included', async () => {
    signInAs({ kind: 'admin', id: ids.admin });
    const response = await get('');
    const body = await response.json();

    expect(response.headers.get('Cache-Control')).toBe('private, no-store');
    expect(Object.keys(body).sort()).toEqual(['news', 'total', 'totalPages']);
    expect(body).toMatchObject({ total: 7, totalPages: 2 });
    expect(body.news.map((row: { title: string }) => row.title)).toEqual([
      'Мэдээ 6',
      'Мэдээ 5',
      'Мэдээ 4',
      'Мэдээ 3',
      'Мэдээ 2',
    ]);
    expect(body.news[4]).toMatchObject({ news_status: false, image: '/files/news/2.jpg', category: 'Арга хэмжээ' });
  });

  it('filters by category and pages on the server, as JSON or CSV', async () => {
    signInAs({ kind: 'admin', id: ids.admin });
    const body = await (await get(`?category=${ids.events}&page=2&limit=5`)).json();
    expect(body).toMatchObject({ total: 6, totalPages: 2 });
    expect(body.news.map((row: { title: string }) => row.title)).toEqual(['Мэдээ 0']);

    const csv = await get(`?category=${ids.events}&limit=10&format=csv`);
    expect(csv.headers.get('Content-Type')).toContain('text/csv');
    expect((await csv.text()).trim().split('\n')).toHaveLength(7);
  });

  it('writes the CSV as the grid shows it: headings, status words and the Ulaanbaatar date', async () => {
    signInAs({ kind: 'admin', id: ids.admin });
    const lines = (await (await get(`?category=${ids.events}&limit=10&format=csv`)).text())
      .replace(/^\uFEFF/, '')
      .trim()
      .split(/\r?\n/);
    expect(lines[0]).toBe('Зураг,Гарчиг,Гарчиг (англи),Төрөл,Нийтлэгч,Төлөв,Шар ном,Огноо');
    expect(lines).toContain('/files/news/2.jpg,Мэдээ 2,,Арга хэмжээ,Админ,Идэвхгүй,Үгүй,2025.01.03');
  });
});
