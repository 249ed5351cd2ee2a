import { beforeAll, describe, expect, it } from 'vitest';

import { db } from '@/db';
import { categories, news } from '@/db/schema';
import { useTestDatabase } from '@/tests/fixtures/database';

import {
  getNewsCategory,
  getNewsDetail,
  listArchiveMonths,
  listCategoryNewsCounts,
  listNewsByCategory,
  listNewsByMonth,
  listRecentNews,
  searchNews,
} from './queries';

useTestDatabase();

const base = {
  image: 'news/cover.jpg',
  summary: 'Товч',
  summaryEn: 'Summary',
  text: '<p>Бие</p>',
  textEn: '<p>Body</p>',
};

beforeAll(async () => {
  await db.insert(categories).values([
    { cid: 7, category: 'Мэдээ мэдээлэл', categoryEn: 'News & media', pageType: 'news', categoryLevel: 1 },
    { cid: 8, pid: 7, category: 'Мэдээ', categoryEn: 'News', pageType: 'news', categoryLevel: 2 },
    { cid: 13, pid: 7, category: 'Арга хэмжээ', categoryEn: 'Events', pageType: 'news', categoryLevel: 2 },
  ]);
  // 8 published items in category 8, one a month apart from May 2026 (UTC+8 month boundaries matter).
  await db.insert(news).values([
    ...Array.from({ length: 8 }, (_, index) => ({
      ...base,
      id: index + 1,
      title: `Нүүрсний экспорт ${index + 1}`,
      titleEn: `Coal exports ${index + 1}`,
      categoryCid: 8,
      createdAt: new Date(Date.UTC(2026, 4 + Math.floor(index / 2), 10, 12) + index * 60_000),
    })),
    {
      ...base,
      id: 9,
      title: 'Алтны ОРД 50% өсөв',
      titleEn: '',
      categoryCid: 13,
      createdAt: new Date('2026-05-31T17:00:00Z'),
    },
    {
      ...base,
      id: 10,
      title: 'Нууц ноорог',
      titleEn: 'Hidden draft',
      categoryCid: 8,
      newsStatus: false,
      createdAt: new Date('2026-08-01T00:00:00Z'),
    },
    {
      ...base,
      id: 11,
      title: 'Аюултай',
      titleEn: 'Unsafe',
      categoryCid: 13,
      text: '<p>ok</p><script>alert(1)</script><img src=x onerror=alert(2)>',
    },
  ]);
});

describe('news lists', () => {
  it('pages a category six at a time, newest first, without unpublished items', async () => {
    const first = await listNewsByCategory({ cid: 8, locale: 'mn', page: 1 });
    expect(first.total).toBe(8);
    expect(first.totalPages).toBe(2);
    expect(first.news.map((item) => item.id)).toEqual([8, 7, 6, 5, 4, 3]);
    const second = await listNewsByCategory({ cid: 8, locale: 'en', page: 2 });
    expect(second.news.map((item) => item.title)).toEqual(['Coal exports 2', 'Coal exports 1']);
    expect(second.news[0]?.image).toBe('/files/news/cover.jpg');
  });

  it('falls back to Mongolian when the English title is empty', async () => {
    const events = await listNewsByCategory({ cid: 13, locale: 'en', page: 1 });
    expect(events.news.map((item) => item.title)).toContain('Алтны ОРД 50% өсөв');
  });

  it('counts an archive month in Ulaanbaatar time', async () => {
    // 2026-05-31T17:00Z is already 1 June in Ulaanbaatar.
    const june = await listNewsByMonth({ month: '2026-06', locale: 'mn', page: 1 });
    expect(june.news.map((item) => item.id)).toEqual([4, 3, 9]);
    const months = await listArchiveMonths({ locale: 'en' });
    expect(months[0]).toMatchObject({
      created_at: expect.stringMatching(/^\d{4}-\d{2}$/),
      news_count: expect.any(Number),
    });
    expect(months.find((month) => month.created_at === '2026-06')).toMatchObject({ date: 'June 2026', news_count: 3 });
    // A limit keeps the newest months.
    expect(await listArchiveMonths({ locale: 'en', limit: 1 })).toEqual(months.slice(0, 1));
  });

  it('lists categories with their published counts, and finds one by id', async () => {
    const counts = await listCategoryNewsCounts();
    expect(counts.map((row) => [row.cid, row.news_count])).toEqual([
      [8, 8],
      [13, 2],
    ]);
    expect(await getNewsCategory(13)).toMatchObject({ category_en: 'Events' });
    expect(await getNewsCategory(7)).toMatchObject({ cid: 7 });
    expect(await getNewsCategory(999)).toBeNull();
  });

  it('returns the most recent published news', async () => {
    const recent = await listRecentNews({ locale: 'mn', limit: 3 });
    expect(recent).toHaveLength(3);
    expect(recent.some((item) => item.id === 10)).toBe(false);
  });
});

describe('news search', () => {
  it('matches Mongolian Cyrillic case-insensitively', async () => {
    expect((await searchNews({ term: 'НҮҮРСНИЙ', locale: 'mn', page: 1 })).total).toBe(8);
    expect((await searchNews({ term: 'орд', locale: 'mn', page: 1 })).news.map((item) => item.id)).toEqual([9]);
  });

  it('matches English titles and summaries', async () => {
    expect((await searchNews({ term: 'coal EXPORTS 3', locale: 'en', page: 1 })).news.map((item) => item.id)).toEqual([
      3,
    ]);
    expect((await searchNews({ term: 'summary', locale: 'en', page: 1 })).total).toBe(10);
  });

  it('treats % and _ literally and never finds unpublished news', async () => {
    expect((await searchNews({ term: '50%', locale: 'mn', page: 1 })).news.map((item) => item.id)).toEqual([9]);
    expect((await searchNews({ term: '_', locale: 'mn', page: 1 })).total).toBe(0);
    expect((await searchNews({ term: 'hidden', locale: 'en', page: 1 })).total).toBe(0);
  });
});

describe('news detail', () => {
  it('gives the localized item and nothing for unpublished or missing ids', async () => {
    expect(await getNewsDetail({ id: 1, locale: 'en' })).toMatchObject({
      title: 'Coal exports 1',
      text: '<p>Body</p>',
      category_cid: 8,
    });
    expect(await getNewsDetail({ id: 10, locale: 'mn' })).toBeNull();
    expect(await getNewsDetail({ id: 12345, locale: 'mn' })).toBeNull();
  });

  it('removes script from the stored body', async () => {
    const item = await getNewsDetail({ id: 11, locale: 'mn' });
    expect(item?.text).toBe('<p>ok</p><img src="x" />');
  });
});
