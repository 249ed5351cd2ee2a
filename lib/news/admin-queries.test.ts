import { beforeAll, describe, expect, it } from 'vitest';

import { db } from '@/db';
import { categories, news } from '@/db/schema';
import { useTestDatabase } from '@/tests/fixtures/database';

import { listAdminNews } from './admin-queries';

useTestDatabase();

const TITLES = [
  'Эрдэс баялаг',
  'үндэсний зөвлөгөөн',
  'Уул уурхай',
  'Өргөтгөл',
  'Орд',
  'Цагаан сар',
  'Ёроол',
  'Mining Week',
];

beforeAll(async () => {
  await db
    .insert(categories)
    .values({ cid: 8, category: 'Мэдээ', categoryEn: 'News', pageType: 'news', categoryLevel: 1 });
  await db.insert(news).values(
    TITLES.map((title) => ({
      title,
      titleEn: '',
      summary: 'Товч',
      summaryEn: '',
      text: '<p>Бие</p>',
      textEn: '',
      image: '',
      categoryCid: 8,
      publisher: title,
    })),
  );
});

describe('the update-news grid sorted by title or publisher', () => {
  it('follows the Mongolian alphabet: Ё after Е, Ө after О, Ү after У, whatever the case; Latin first', async () => {
    const ascending = await listAdminNews({ page: 1, limit: 20, sort: 'title', dir: 'asc' });
    expect(ascending.news.map((row) => row.title)).toEqual([
      'Mining Week',
      'Ёроол',
      'Орд',
      'Өргөтгөл',
      'Уул уурхай',
      'үндэсний зөвлөгөөн',
      'Цагаан сар',
      'Эрдэс баялаг',
    ]);

    const byPublisher = await listAdminNews({ page: 1, limit: 20, sort: 'publisher', dir: 'desc' });
    expect(byPublisher.news.map((row) => row.publisher)).toEqual([
      'Эрдэс баялаг',
      'Цагаан сар',
      'үндэсний зөвлөгөөн',
      'Уул уурхай',
      'Өргөтгөл',
      'Орд',
      'Ёроол',
      'Mining Week',
    ]);
  });
});
